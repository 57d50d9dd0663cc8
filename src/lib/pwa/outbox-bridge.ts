import { createAtom } from '@tanstack/store';
import { isWorkerToPageMessage, MESSAGE, type OutboxStatus, type PageToWorkerMessage } from '../../shared/sw-contract';
import { outboxRetry } from './outbox-retry';

// The page's side of the contact outbox; everything else happens in sw/contact-outbox.ts.

/** Also what prerendered pages show: they know nothing of this device's outbox. */
export const EMPTY_OUTBOX: OutboxStatus = { waiting: 0, outcomes: [] };

export const outboxStatusStore = createAtom(EMPTY_OUTBOX);
let started = false;

async function postToWorker(message: PageToWorkerMessage): Promise<void> {
  // `ready` rather than `controller`: a page opened before the worker took control can still talk to it.
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

export function acknowledgeOutcomes(ids: readonly string[]): void {
  const gone = new Set(ids);
  outboxStatusStore.set((status) => ({
    ...status,
    outcomes: status.outcomes.filter((outcome) => !gone.has(outcome.id)),
  }));
  if (started) void postToWorker({ type: MESSAGE.outboxAcknowledge, ids: [...ids] });
}

/** On log-out: waiting messages are kept, since deleting them would lose them. */
export function forgetAllOutcomes(): void {
  outboxStatusStore.set((status) => ({ ...status, outcomes: [] }));
  if ('serviceWorker' in navigator) void postToWorker({ type: MESSAGE.outboxForgetAll });
}

/** Asks the worker to send what waits now, when the network is back, and while something waits (outbox-retry.ts). */
export function startOutboxBridge(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const replay = (): void => void postToWorker({ type: MESSAGE.outboxReplay });
  const retry = outboxRetry({ replay, isOnline: () => navigator.onLine });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const { data } = event;
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
