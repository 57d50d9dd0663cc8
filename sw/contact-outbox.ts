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
 * The contact outbox. Every EmailJS send from a page passes through here: online it simply goes to
 * the network; when the network fails, the request is saved in a Workbox background-sync queue and
 * the page is told so (a distinct 202 answer), and the message is replayed later, exactly once.
 *
 * Why intercept rather than have the page post messages to us: the page keeps using the EmailJS
 * library as is (its checks and its request format), a message is never both sent by the page and
 * queued by us (only one fetch ever exists, and it is ours), and the page learns for certain whether
 * its message was saved. The EmailJS origin is another origin (127.0.0.1:8787 locally, api.emailjs.com
 * live); cross-origin requests from a controlled page still reach this worker's fetch handler, so the
 * route matches on the path and method only.
 */

const REPLAY_LOCK = `${CONTACT_OUTBOX.queueName}-replay`;
const RETENTION_MS = CONTACT_OUTBOX.retentionMinutes * 60 * 1000;
/** A small file of our own that is always there; asked for only after a send has failed. */
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
  withLock(self.navigator.locks, REPLAY_LOCK, () =>
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
      retentionMs: RETENTION_MS,
    }),
  ),
);

/** One replay, then the status to every open window whatever happened. */
async function replayAndReport(): Promise<ReplayResult> {
  try {
    return await runReplay();
  } finally {
    await broadcastStatus();
  }
}

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
    // No answer while online: refused on the way (CSP, CORS, a blocker). Keeping it would only
    // repeat the refusal; the page gets a network error and, online, says it could not be sent.
    if (!(await isOffline(self.navigator.onLine, askOwnOrigin))) return Response.error();
    // Offline: keep it for later. If saving fails too, this rejects and the page sees a network
    // error, which it reports as "not saved".
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
    // Chromium's `sync` event, inside that event's waitUntil. Where there is none, Workbox calls this
    // once as the script starts, outside any event: that start is covered by the replay in the first
    // event below instead.
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

  // Browsers without Background Sync (Safari, Firefox) get no `sync` event: try whenever the worker
  // starts, too, inside the first event it handles so the browser lets the replay finish. Harmless
  // in Chromium: the replay is serialised and only removes settled messages.
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
