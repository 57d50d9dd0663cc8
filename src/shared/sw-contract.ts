/**
 * The contract between the page and the service worker: message shapes and names of
 * caches. Both sides import this module, so a rename cannot leave one side behind.
 * No DOM, no React, no worker globals here.
 */
export const SW_URL = '/sw.js';

export const MESSAGE = {
  /** Page → waiting worker: the visitor chose to reload into the new version. */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: the page is (back) online or just opened: send what waits, then report. */
  outboxReplay: 'OUTBOX_REPLAY',
  /** Page → worker: the visitor has seen these outbox outcomes; forget them. */
  outboxAcknowledge: 'OUTBOX_ACKNOWLEDGE',
} as const;

export type PageToWorkerMessage =
  | { type: typeof MESSAGE.skipWaiting }
  | { type: typeof MESSAGE.outboxReplay }
  | { type: typeof MESSAGE.outboxAcknowledge; ids: string[] };

const MESSAGE_TYPES: ReadonlySet<unknown> = new Set(Object.values(MESSAGE));

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  if (typeof data !== 'object' || data === null || !('type' in data) || !MESSAGE_TYPES.has(data.type)) return false;
  if (data.type !== MESSAGE.outboxAcknowledge) return true;
  return 'ids' in data && Array.isArray(data.ids) && data.ids.every((id) => typeof id === 'string');
}

export const WORKER_MESSAGE = {
  /** Worker → every window: what waits in the contact outbox and what happened to earlier messages. */
  outboxStatus: 'OUTBOX_STATUS',
} as const;

export type WorkerToPageMessage = { type: typeof WORKER_MESSAGE.outboxStatus } & OutboxStatus;

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === WORKER_MESSAGE.outboxStatus &&
    'waiting' in data &&
    typeof data.waiting === 'number' &&
    'outcomes' in data &&
    Array.isArray(data.outcomes)
  );
}

// ---- Contact outbox (sw/contact-outbox.ts queues, src/features/contact shows) ----

/** EmailJS's send endpoint, on whichever origin the app is configured with. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

export const CONTACT_OUTBOX = {
  /** The Workbox background-sync queue (IndexedDB `workbox-background-sync`, sync tag derived from it). */
  queueName: 'contact-outbox',
  /** Queued messages are kept at least this long (design: at least 7 days). Workbox counts minutes. */
  retentionMinutes: 7 * 24 * 60,
  /**
   * How the worker answers a send it saved instead of delivering. A 2xx, so the EmailJS library
   * resolves rather than throws, and a text no provider sends, so the page never mistakes it for "OK".
   */
  queuedStatus: 202,
  queuedText: 'QUEUED_BY_SERVICE_WORKER',
} as const;

/** The four template fields the form sends, as the provider receives them. */
export type ContactTemplateParams = {
  user_name: string;
  user_email: string;
  subject: string;
  message: string;
};

/** What became of a queued message, kept by the worker until the visitor has seen it. */
export type OutboxOutcome =
  | { id: string; kind: 'delivered'; subject: string; at: number }
  | {
      id: string;
      /** `refused`: the provider answered 4xx for good; `expired`: not sent within the retention time. */
      kind: 'refused' | 'expired';
      subject: string;
      at: number;
      /** The provider's status for a refusal (0 for expiry). */
      status: number;
      /** The message itself, so the visitor can send it again instead of retyping it. */
      params: ContactTemplateParams | null;
    };

export interface OutboxStatus {
  /** Messages saved on this device and not yet delivered. */
  waiting: number;
  outcomes: OutboxOutcome[];
}

/** Firebase Hosting's reserved paths (`/__/auth`, `/__/firebase/init.json`) must reach the network. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/__\//];
