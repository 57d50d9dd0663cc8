/** The contract between page and service worker; both import it, so a rename cannot leave one side behind. */
export const SW_URL = '/sw.js';

export const MESSAGE = {
  skipWaiting: 'SKIP_WAITING',
  /** Keep what the page downloaded before the worker controlled it, from the HTTP cache: offline without a second download. */
  keepSeen: 'KEEP_SEEN',
  outboxReplay: 'OUTBOX_REPLAY',
  outboxAcknowledge: 'OUTBOX_ACKNOWLEDGE',
  /** On log-out (a shared phone): forget every outcome, with the texts they hold. */
  outboxForgetAll: 'OUTBOX_FORGET_ALL',
  /** The worker saves the newest posts, off the page's main thread (src/lib/posts/mirror/newest-posts-when-idle.ts). */
  mirrorNewestPosts: 'MIRROR_NEWEST_POSTS',
} as const;

export type PageToWorkerMessage =
  | { type: typeof MESSAGE.skipWaiting }
  | { type: typeof MESSAGE.keepSeen; urls: string[] }
  | { type: typeof MESSAGE.outboxReplay }
  | { type: typeof MESSAGE.outboxAcknowledge; ids: string[] }
  | { type: typeof MESSAGE.outboxForgetAll }
  | { type: typeof MESSAGE.mirrorNewestPosts };

const MESSAGE_TYPES: ReadonlySet<unknown> = new Set(Object.values(MESSAGE));

export const isObject = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  if (!isObject(data) || !MESSAGE_TYPES.has(data['type'])) return false;
  if (data['type'] === MESSAGE.keepSeen) return isStringArray(data['urls']);
  return data['type'] !== MESSAGE.outboxAcknowledge || isStringArray(data['ids']);
}

export const WORKER_MESSAGE = { outboxStatus: 'OUTBOX_STATUS' } as const;

export type WorkerToPageMessage = { type: typeof WORKER_MESSAGE.outboxStatus } & OutboxStatus;

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  return (
    isObject(data) &&
    data['type'] === WORKER_MESSAGE.outboxStatus &&
    typeof data['waiting'] === 'number' &&
    Array.isArray(data['outcomes'])
  );
}

// ---- Contact outbox (sw/contact-outbox.ts queues, src/features/contact shows) ----

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

export const CONTACT_OUTBOX = {
  queueName: 'contact-outbox',
  /** At least 7 days; Workbox counts minutes. */
  retentionMinutes: 7 * 24 * 60,
  /** A refused or expired outcome's name, e-mail and text stay no longer than this, for shared phones (issue 47). */
  outcomeTextKeptMs: 24 * 60 * 60 * 1000,
  /** A send saved, not delivered: a 2xx so EmailJS resolves, and a text no provider sends, never mistaken for "OK". */
  queuedStatus: 202,
  queuedText: 'QUEUED_BY_SERVICE_WORKER',
} as const;

/**
 * `message_id` (a UUID) stays the same however often the message is sent again, so the charity can
 * spot a duplicate; the EmailJS template shows it (docs/deploy.md, "EmailJS").
 */
export type ContactTemplateParams = Record<'user_name' | 'user_email' | 'subject' | 'message' | 'message_id', string>;

/** Kept by the worker until the visitor has seen it. */
export type OutboxOutcome =
  | { id: string; kind: 'delivered'; subject: string; at: number }
  | {
      id: string;
      kind: 'refused' | 'expired';
      subject: string;
      at: number;
      /** 0 for expiry. */
      status: number;
      /** So the visitor can resend without retyping; null after `CONTACT_OUTBOX.outcomeTextKeptMs`. */
      params: ContactTemplateParams | null;
    };

export type OutboxStatus = { waiting: number; outcomes: OutboxOutcome[] };

/**
 * Navigations left to the network, not the app shell: Hosting's reserved `/__/` paths, files opened
 * directly (no route has a dot in its last segment), and /cms, which Hosting redirects to the editor.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/__\//, /\/[^/]+\.[a-z0-9]+$/i, /^\/cms(\/|$)/];

// ---- Runtime caches (sw/ fills them; tests look into them) ----

/** On activation the worker deletes its caches with this prefix not in `CACHE_NAMES`; raise a version when a shape changes. */
export const CACHE_PREFIX = 'hhm-';

export const CACHE_NAMES = {
  images: `${CACHE_PREFIX}images-v1`,
  /** What the visitor saved for offline: never expired nor purged, so the page's "saved" stays true (issue 47). */
  saved: `${CACHE_PREFIX}saved-v1`,
  pages: `${CACHE_PREFIX}pages-v1`,
} as const;

/** Marks the empty image answered offline for a picture never kept, so the page paints its tone instead. */
export const PLACEHOLDER_HEADER = 'X-Offline-Placeholder';

// ---- Save for offline (the build lists the files, the page saves them, the worker serves them) ----

/** Written by the build (scripts/build/pwa-precache.ts). */
export const OFFLINE_SAVE_PATH = '/offline-save.json';

export type OfflineSaveFile = { url: string; bytes: number; revision: string };

/** Which revision the cache holds, so a resumed save skips it. */
export const REVISION_HEADER = 'X-Offline-Revision';

export function isOfflineSaveList(data: unknown): data is OfflineSaveFile[] {
  return (
    Array.isArray(data) &&
    data.every(
      (file: unknown) =>
        isObject(file) &&
        typeof file['url'] === 'string' &&
        typeof file['bytes'] === 'number' &&
        typeof file['revision'] === 'string',
    )
  );
}

export const MEDIA_PATHS = { images: '/images/', videos: '/videos/' } as const;

// ---- Pages (scripts/build/prerender-plugin.ts writes them, the worker and Hosting serve them) ----

/** For every path not prerendered: the template with an empty #root. Prerendered paths have their own file. */
export const APP_SHELL_PATH = '/app-shell.html';

/** Every blog post opens with it (firebase.json's `/blog/*` rewrite, the worker): it paints at once, the post fills in. */
export const POST_SHELL_PATH = '/blog/post-shell.html';

/** /blog without posts, for the blog's function to fill; not /blog.html, which Hosting would serve before the rewrite. */
export const BLOG_LIST_SHELL_PATH = '/blog/list-shell.html';

export const POST_PATH_PATTERN = /^\/blog\/[^/]+$/;
