/// <reference lib="webworker" />
import { Queue, QueueStore } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import {
  CONTACT_OUTBOX,
  EMAILJS_SEND_PATH,
  MESSAGE,
  WORKER_MESSAGE,
  type PageToWorkerMessage,
  type WorkerToPageMessage,
} from '../src/shared/sw-contract';
import { FIRST_EVENT_TYPES, inFirstEvent } from './first-event';
import { isOffline } from './network-probe';
import { toQueuedSend } from './outbox-entry';
import { forgetAllOutcomes, forgetOutcomes, listOutcomes, recordOutcome } from './outbox-outcomes';
import { replayOutbox, type ReplayResult } from './outbox-replay';
import { serialTask, withLock } from './serial-task';

declare const self: ServiceWorkerGlobalScope;

/**
 * Every EmailJS send passes through here: offline, it is queued (Workbox background sync), the page gets a
 * distinct 202, and it is replayed later once. Intercepting leaves one fetch per message, so none is both
 * sent and queued. EmailJS is another origin, so the route matches on path and method only.
 */

/** Asked for only after a send has failed. */
const PROBE_PATH = '/manifest.webmanifest';
/** A network that takes longer than this to answer a tiny file is no use for sending now. */
const PROBE_TIMEOUT_MS = 5000;

const store = new QueueStore(CONTACT_OUTBOX.queueName);

async function broadcastStatus(): Promise<void> {
  const [waiting, outcomes] = await Promise.all([store.size(), listOutcomes()]);
  const message: WorkerToPageMessage = { type: WORKER_MESSAGE.outboxStatus, waiting, outcomes };
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

const runReplay = serialTask((): Promise<ReplayResult> =>
  withLock(self.navigator.locks, `${CONTACT_OUTBOX.queueName}-replay`, () =>
    replayOutbox({
      peek: async () => {
        const [oldest] = await store.getAll();
        return oldest && toQueuedSend(oldest);
      },
      remove: (id) => store.deleteEntry(id),
      send: (request) => fetch(request),
      record: async (outcome) => {
        await recordOutcome(outcome);
        await broadcastStatus();
      },
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
      retentionMs: CONTACT_OUTBOX.retentionMinutes * 60 * 1000,
    }),
  ),
);

const replayAndReport = (): Promise<ReplayResult> => runReplay().finally(broadcastStatus);

const askOwnOrigin = (): Promise<Response> =>
  fetch(new URL(PROBE_PATH, self.location.origin), {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });

async function sendOrQueue(queue: Queue, request: Request, event: ExtendableEvent): Promise<Response> {
  const saved = request.clone();
  try {
    return await fetch(request);
  } catch {
    // No answer while online: refused on the way (CSP, CORS, a blocker); keeping it would only repeat the refusal.
    if (!(await isOffline(self.navigator.onLine, askOwnOrigin))) return Response.error();
    // If saving fails too, this rejects and the page reports "not saved".
    await queue.pushRequest({ request: saved });
    event.waitUntil(broadcastStatus());
    return new Response(CONTACT_OUTBOX.queuedText, {
      status: CONTACT_OUTBOX.queuedStatus,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}

export function registerContactOutbox(): void {
  const queue = new Queue(CONTACT_OUTBOX.queueName, {
    maxRetentionTime: CONTACT_OUTBOX.retentionMinutes,
    // Without `sync`, Workbox calls this once at script start, outside any event: replayAtStart covers that.
    onSync: async () => {
      if (!('sync' in self.registration)) return;
      const { pending } = await replayAndReport();
      // Throwing asks the browser to schedule another sync.
      if (pending) throw new Error('Contact outbox: messages still wait for the network.');
    },
  });

  registerRoute(
    ({ url, request }) => request.method === 'POST' && url.pathname === EMAILJS_SEND_PATH,
    ({ request, event }) => sendOrQueue(queue, request, event),
    'POST',
  );

  // Without Background Sync (Safari, Firefox) there is no `sync` event: replay at every start too, inside
  // the first event so the browser lets it finish. Harmless in Chromium: replays are serialised.
  const replayAtStart = inFirstEvent(replayAndReport);
  for (const type of FIRST_EVENT_TYPES) self.addEventListener(type, replayAtStart);
}

export function handleOutboxMessage(event: ExtendableMessageEvent, message: PageToWorkerMessage): void {
  if (message.type === MESSAGE.outboxReplay) {
    event.waitUntil(replayAndReport());
  } else if (message.type === MESSAGE.outboxAcknowledge) {
    event.waitUntil(forgetOutcomes(message.ids).then(broadcastStatus));
  } else if (message.type === MESSAGE.outboxForgetAll) {
    event.waitUntil(forgetAllOutcomes().then(broadcastStatus));
  }
}
