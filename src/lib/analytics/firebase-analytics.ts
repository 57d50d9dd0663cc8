/**
 * Firebase Analytics itself: imported only by analytics.ts, and only after the visitor has said
 * yes, so its code and Google's tag script are never downloaded without consent.
 */
import {
  initializeAnalytics,
  isSupported,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from 'firebase/analytics';
import { firebaseApp } from '../firebase-app';

let analytics: Analytics | undefined;

/** Starts (or resumes) measuring page views; advertising features stay off whatever Google's defaults. */
export async function start(): Promise<void> {
  if (!(await isSupported())) return;
  setConsent({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  analytics ??= initializeAnalytics(firebaseApp(), {
    config: { allow_google_signals: false, allow_ad_personalization_signals: false },
  });
  setAnalyticsCollectionEnabled(analytics, true);
}

/** Stops sending anything from this page; the choice itself is stored by the consent feature. */
export function stop(): void {
  setConsent({ analytics_storage: 'denied' });
  if (analytics) setAnalyticsCollectionEnabled(analytics, false);
}
