import { watchInstallOffers } from './install-prompt';
import { requestOfflineVideos } from './media-caching';
import { startOutboxBridge } from './outbox-bridge';
import { registerWithUpdates } from './update-flow';

/**
 * Starts everything app-like: the install offers at once (the browser may make its offer as soon as
 * the page has loaded), the service worker after the page has loaded so it never competes with
 * first paint, then the contact outbox's bridge and, when the page is idle, the offline videos.
 */
export function registerServiceWorker(): void {
  watchInstallOffers();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    registerWithUpdates().catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
    startOutboxBridge();
    requestOfflineVideos();
  });
}
