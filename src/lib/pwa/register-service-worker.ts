import { startOutboxBridge } from './outbox-bridge';

/**
 * Starts everything app-like (src/app/start-app.tsx watches for the install offer itself, at once):
 * after the page has loaded, so it never competes with first paint, the service worker and its
 * updates (workbox-updates.ts, with workbox-window), the contact outbox's bridge, and once the worker
 * controls the page, the keeping of what the page already shows (keep-seen.ts). That code is
 * fetched only then, so it stays out of the first download. Nothing else is downloaded for offline
 * unless the visitor asks.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = (): void => {
    import('./workbox-updates')
      .then(({ registerWithUpdates }) => registerWithUpdates())
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
    startOutboxBridge();
    import('./keep-seen')
      .then(({ keepSeenOnceControlled }) => keepSeenOnceControlled())
      .catch((error: unknown) => {
        console.warn('Could not keep this page for offline', error);
      });
  };
  // The app itself may arrive after `load` (a prerendered page paints first), and then starts at once.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
