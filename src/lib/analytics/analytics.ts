/**
 * Analytics on and off. The consent feature calls these, and only when a measurement id is
 * configured; everything of Firebase Analytics arrives through the dynamic import below.
 */
import { clearAnalyticsCookies } from './analytics-cookies';
import type * as FirebaseAnalytics from './firebase-analytics';

type AnalyticsModule = typeof FirebaseAnalytics;

let loaded: Promise<AnalyticsModule> | undefined;

export async function startAnalytics(): Promise<void> {
  loaded ??= import('./firebase-analytics');
  const module = await loaded;
  await module.start();
}

export async function stopAnalytics(): Promise<void> {
  // Never downloaded on this page: nothing is running, only a cookie from an earlier visit may remain.
  if (loaded) (await loaded).stop();
  clearAnalyticsCookies();
}
