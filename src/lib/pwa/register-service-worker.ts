import { SW_URL } from '../../shared/sw-contract';
import { startOutboxBridge } from './outbox-bridge';

/** Registers the service worker after the page has loaded, so it never competes with first paint. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox(SW_URL).register());
    startOutboxBridge();
  });
}
