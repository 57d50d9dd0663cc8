import { Workbox } from 'workbox-window';
import { MESSAGE, SW_URL, type PageToWorkerMessage } from '../../shared/sw-contract';
import { updatePwaStatus } from './pwa-status';

/** An app left open for days still hears of new versions: it asks when shown again, at most hourly. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let reloading = false;

/** A worker that finished installing while another one controls the page is an update that waits. */
function watchInstalling(worker: ServiceWorker | null): void {
  if (!worker || !navigator.serviceWorker.controller) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && registration?.waiting === worker) updatePwaStatus({ updateWaiting: true });
  });
}

/**
 * Registers the worker with workbox-window and turns its lifecycle into what the visitor sees:
 * "Ready to work offline" after the first installation, "A new version is available" when an
 * update waits. The update never takes over by itself (see reloadIntoNewVersion).
 */
export async function registerWithUpdates(): Promise<void> {
  const workbox = new Workbox(SW_URL);
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) updatePwaStatus({ offlineReady: true });
  });
  // Also when the update was already waiting before this page opened, or was found by another tab.
  workbox.addEventListener('waiting', () => updatePwaStatus({ updateWaiting: true }));
  registration = await workbox.register();
  // The browser may have started installing an update (it checks on navigation) before
  // workbox-window listened for it.
  watchInstalling(registration?.installing ?? null);

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    // Offline the check fails; the next one will do.
    workbox.update().catch(() => undefined);
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
