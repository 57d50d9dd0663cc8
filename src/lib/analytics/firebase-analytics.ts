/**
 * Imported only after consent. Page views are sent here (send_page_view: false): the tag reports the
 * whole address, and the thank-you page's holds the gift's reference. Without the Navigation API only
 * the first page and Back/Forward are counted. Enhanced measurement's "Page changes based on browser
 * history events" must be off in Google Analytics, or the tag adds its own, whole addresses.
 */
import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from 'firebase/analytics';
import { firebaseApp } from '../firebase-app';
import { analyticsPageLocation } from './page-location';

type NavigationEvents = { addEventListener: (type: 'currententrychange', listener: () => void) => void };

let analytics: Analytics | undefined;
let measuring = false;
let lastLocation: string | undefined;

function countPageView(): void {
  if (!analytics || !measuring) return;
  const location = analyticsPageLocation(window.location.href);
  // A replaceState that only tidies the address (scroll restoration, a search param) is no new view.
  if (location === lastLocation) return;
  lastLocation = location;
  logEvent(analytics, 'page_view', {
    page_location: location,
    page_path: new URL(location).pathname,
    page_title: document.title,
  });
}

function followNavigations(): void {
  const navigation = (window as unknown as { navigation?: NavigationEvents }).navigation;
  // The router sets the new page's title in the same task; the view is counted just after.
  const later = (): void => void window.setTimeout(countPageView, 0);
  if (navigation) navigation.addEventListener('currententrychange', later);
  else window.addEventListener('popstate', later);
}

/** Advertising features stay off whatever Google's defaults. */
export async function start(): Promise<void> {
  if (!(await isSupported())) return;
  setConsent({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  if (!analytics) {
    analytics = initializeAnalytics(firebaseApp(), {
      config: { allow_google_signals: false, allow_ad_personalization_signals: false, send_page_view: false },
    });
    followNavigations();
  }
  setAnalyticsCollectionEnabled(analytics, true);
  measuring = true;
  countPageView();
}

export function stop(): void {
  setConsent({ analytics_storage: 'denied' });
  measuring = false;
  lastLocation = undefined;
  if (analytics) setAnalyticsCollectionEnabled(analytics, false);
}
