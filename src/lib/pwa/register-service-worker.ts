import { startOutboxBridge } from './outbox-bridge';

/** After `load`, so it never competes with first paint; its code stays out of the first download. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = (): void => {
    import('./workbox-updates')
      .then(({ registerWithUpdates }) => registerWithUpdates())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
    startOutboxBridge();
    import('./keep-seen')
      .then(({ keepSeenOnceControlled }) => keepSeenOnceControlled())
      .catch((error: unknown) => console.warn('Could not keep this page for offline', error));
  };
  // The app itself may arrive after `load` (a prerendered page paints first), and then starts at once.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
