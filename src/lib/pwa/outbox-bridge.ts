import { createAtom } from '@tanstack/store';
import { isWorkerToPageMessage, MESSAGE, type OutboxStatus, type PageToWorkerMessage } from '../../shared/sw-contract';
import { outboxRetry } from './outbox-retry';

/**
 * The page's side of the contact outbox: the latest status the service worker reported, and the
 * few messages the page sends it.
 * Everything else about the outbox happens in the worker (sw/contact-outbox.ts).
 */

/** Also what prerendered pages show: they know nothing of this device's outbox. */
export const EMPTY_OUTBOX: OutboxStatus = { waiting: 0, outcomes: [] };

export const outboxStatusStore = createAtom(EMPTY_OUTBOX);
let started = false;

async function postToWorker(message: PageToWorkerMessage): Promise<void> {
  // `ready` rather than `controller`: a page opened before the worker took control can still talk to it.
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** The visitor has seen these notices: the worker forgets them, and they go from the screen now. */
export function acknowledgeOutcomes(ids: readonly string[]): void {
  const gone = new Set(ids);
  outboxStatusStore.set((status) => ({
    ...status,
    outcomes: status.outcomes.filter((outcome) => !gone.has(outcome.id)),
  }));
  if (started) void postToWorker({ type: MESSAGE.outboxAcknowledge, ids: [...ids] });
}

/**
 * Someone logged out: the outcomes, and the visitors' names, addresses and texts some of them hold,
 * go from the screen now and from the worker's store. Messages still waiting are kept: they are
 * sent as before, and deleting them would lose them.
 */
export function forgetAllOutcomes(): void {
  outboxStatusStore.set((status) => ({ ...status, outcomes: [] }));
  if ('serviceWorker' in navigator) void postToWorker({ type: MESSAGE.outboxForgetAll });
}

/**
 * Listens to the worker's reports and asks it to send what waits now (the page just opened),
 * whenever the browser says the network is back, and again while something still waits online
 * (./outbox-retry.ts): browsers without Background Sync rely on this. Called once, with the service
 * worker's registration.
 */
export function startOutboxBridge(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const replay = (): void => void postToWorker({ type: MESSAGE.outboxReplay });
  const retry = outboxRetry({ replay, isOnline: () => navigator.onLine });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const { data } = event;
    // One kind of worker report so far; the guard checks its type.
    if (!isWorkerToPageMessage(data)) return;
    outboxStatusStore.set({ waiting: data.waiting, outcomes: data.outcomes });
    retry.waitingIs(data.waiting);
  });
  window.addEventListener('online', () => {
    retry.restart();
    replay();
  });
  window.addEventListener('offline', retry.restart);
  replay();
}
