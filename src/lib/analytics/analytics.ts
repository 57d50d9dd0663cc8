/** Analytics on and off, for the consent feature; Firebase Analytics arrives through the dynamic import. */
import { clearAnalyticsCookies } from './analytics-cookies';
import type * as FirebaseAnalytics from './firebase-analytics';

let loaded: Promise<typeof FirebaseAnalytics> | undefined;

export async function startAnalytics(): Promise<void> {
  loaded ??= import('./firebase-analytics');
  await (await loaded).start();
}

export async function stopAnalytics(): Promise<void> {
  // Never downloaded on this page: nothing is running, only a cookie from an earlier visit may remain.
  if (loaded) (await loaded).stop();
  clearAnalyticsCookies();
}
