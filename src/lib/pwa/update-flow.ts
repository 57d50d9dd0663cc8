import { MESSAGE, SW_URL, type PageToWorkerMessage } from '../../shared/sw-contract';
import { runsInstalled } from './install-prompt';
import { updatePwaStatus } from './pwa-status';
import { wasDismissed } from './remembered-dismissals';

/** An app left open for days still hears of new versions: it asks when shown again, at most hourly. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let reloading = false;

/**
 * Follows a worker through its installation. With no worker controlling the page it is the first
 * one: the site now works offline. With one in control it is a new version, which waits.
 */
function watchInstalling(worker: ServiceWorker | null): void {
  if (!worker) return;
  const isUpdate = navigator.serviceWorker.controller !== null;
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (!isUpdate) updatePwaStatus({ offlineReady: true });
    else if (registration?.waiting === worker) updatePwaStatus({ updateWaiting: true });
  });
}

/**
 * Registers the worker and turns its lifecycle into what the visitor sees: "Ready to work offline"
 * after the first installation, "A new version is available" when an update waits. The update
 * never takes over by itself (see reloadIntoNewVersion).
 *
 * Written on the platform's own events rather than with workbox-window: this is all of the library
 * the site used, and its 2 KB (compressed) were downloaded on every first visit, by visitors who pay
 * for every megabyte, on the phones where Home's JavaScript budget is counted.
 */
export async function registerWithUpdates(): Promise<void> {
  registration = await navigator.serviceWorker.register(SW_URL);
  // Also when the update was already waiting before this page opened, or was found by another tab.
  if (registration.waiting && navigator.serviceWorker.controller) updatePwaStatus({ updateWaiting: true });
  // The browser may have started installing (the first worker, or an update it found on navigation)
  // before this page listened.
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration?.installing ?? null));
  // The installed app offers Save for offline once (src/components/offline-save/save-offer-notice.tsx,
  // loaded only then); a browser tab never does: the footer's control is there.
  if (runsInstalled() && !wasDismissed('save-for-offline')) updatePwaStatus({ saveOffer: true });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    // Offline the check fails; the next one will do.
    registration?.update().catch(() => undefined);
  });
}

/**
 * The visitor pressed Reload: the waiting version takes over, and this tab reloads once when it
 * does. Other open tabs are not reloaded: they may hold a half-written message.
 */
export function reloadIntoNewVersion(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    // Another tab already switched versions: this page only needs its fresh copy.
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  const message: PageToWorkerMessage = { type: MESSAGE.skipWaiting };
  waiting.postMessage(message);
}

export function dismissOfflineReady(): void {
  updatePwaStatus({ offlineReady: false });
}

export function dismissUpdate(): void {
  updatePwaStatus({ updateWaiting: false });
}
