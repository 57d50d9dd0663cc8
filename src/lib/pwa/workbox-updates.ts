import { messageSW, Workbox, type WorkboxLifecycleEvent } from 'workbox-window';
import { MESSAGE, SW_URL, type PageToWorkerMessage } from '../../shared/sw-contract';
import { runsInstalled } from './install-prompt';
import { updatePwaStatus } from './pwa-status';
import { wasDismissed } from './remembered-dismissals';
import { offerTakeOver } from './update-flow';

/** An app left open for days still hears of new versions: it asks when shown again, at most hourly. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

export const isFirstInstallation = (event: Pick<WorkboxLifecycleEvent, 'isUpdate' | 'isExternal'>): boolean =>
  !event.isUpdate && !event.isExternal;

export const isUpdateCheckDue = (lastCheck: number, now: number): boolean => now - lastCheck >= UPDATE_CHECK_EVERY_MS;

/** `action` the first time, nothing after: the new version's takeover reloads the tab once, never in a loop. */
export function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

/** An update never takes over by itself: the notice's Reload asks it to (update-flow.ts). */
export async function registerWithUpdates(): Promise<void> {
  const workbox = new Workbox(SW_URL);
  workbox.addEventListener('installed', (event) => {
    if (isFirstInstallation(event)) updatePwaStatus({ offlineReady: true });
  });
  workbox.addEventListener('waiting', () => updatePwaStatus({ updateWaiting: true }));
  // `load` has passed (register-service-worker.ts), so Workbox need not wait for it.
  const registration = await workbox.register({ immediate: true });
  if (!registration) return;
  announceWhenInstalled(registration);
  // The installed app offers Save for offline once; a browser tab has the footer's control.
  if (runsInstalled() && !wasDismissed('save-for-offline')) updatePwaStatus({ saveOffer: true });

  const reloadOnce = once(() => window.location.reload());
  offerTakeOver(() => {
    const waiting = registration.waiting;
    if (!waiting) return false;
    // Any change of controller from now on is the new version taking over this tab.
    workbox.addEventListener('controlling', reloadOnce);
    // Not messageSkipWaiting(): the same message, named outside the contract. The worker never answers.
    void messageSW(waiting, { type: MESSAGE.skipWaiting } satisfies PageToWorkerMessage);
    return true;
  });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !isUpdateCheckDue(lastCheck, Date.now())) return;
    lastCheck = Date.now();
    workbox
      .update()
      .then(() => announceWhenInstalled(registration))
      // Offline the check fails; the next one will do.
      .catch(() => undefined);
  });
}

/**
 * A worker Workbox may not report: its `updatefound` came before Workbox listened, or after Workbox's
 * listener removed itself (after the first it did not start). Twice announced is still one notice.
 */
function announceWhenInstalled(registration: ServiceWorkerRegistration): void {
  const worker = registration.installing;
  if (!worker) return;
  const isUpdate = navigator.serviceWorker.controller !== null;
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (!isUpdate) updatePwaStatus({ offlineReady: true });
    else if (registration.waiting === worker) updatePwaStatus({ updateWaiting: true });
  });
}
