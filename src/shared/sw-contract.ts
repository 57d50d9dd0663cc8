/**
 * The contract between the page and the service worker: message shapes and names of
 * caches. Both sides import this module, so a rename cannot leave one side behind.
 * No DOM, no React, no worker globals here.
 */
export const SW_URL = '/sw.js';

export const MESSAGE = {
  /** Page → waiting worker: the visitor chose to reload into the new version. */
  skipWaiting: 'SKIP_WAITING',
  /**
   * Page → worker, once it controls the page: keep what this page already downloaded before the
   * worker was there (its pictures, the page itself), from the browser's HTTP cache, so what the
   * visitor has seen opens offline without a second download.
   */
  keepSeen: 'KEEP_SEEN',
  /** Page → worker: the page is (back) online or just opened: send what waits, then report. */
  outboxReplay: 'OUTBOX_REPLAY',
  /** Page → worker: the visitor has seen these outbox outcomes; forget them. */
  outboxAcknowledge: 'OUTBOX_ACKNOWLEDGE',
  /** Page → worker: someone logged out (a shared phone): forget every outcome, with the texts they hold. */
  outboxForgetAll: 'OUTBOX_FORGET_ALL',
  /**
   * Page → worker, once the app has started and the page is idle: read the newest posts and save them
   * for offline reading. The worker does it, off the page's main thread and without the page
   * downloading the code for it (src/lib/posts/mirror/newest-posts-when-idle.ts).
   */
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

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  if (typeof data !== 'object' || data === null || !('type' in data) || !MESSAGE_TYPES.has(data.type)) return false;
  if (data.type === MESSAGE.keepSeen) return 'urls' in data && isStringArray(data.urls);
  if (data.type !== MESSAGE.outboxAcknowledge) return true;
  return 'ids' in data && isStringArray(data.ids);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
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
   * A refused or expired message's outcome holds the visitor's name, e-mail and text: on a shared
   * phone they stay only until dismissed, and never longer than this after the refusal (issue 47).
   * The notice itself, with the subject only, stays until dismissed.
   */
  outcomeTextKeptMs: 24 * 60 * 60 * 1000,
  /**
   * How the worker answers a send it saved instead of delivering. A 2xx, so the EmailJS library
   * resolves rather than throws, and a text no provider sends, so the page never mistakes it for "OK".
   */
  queuedStatus: 202,
  queuedText: 'QUEUED_BY_SERVICE_WORKER',
} as const;

/**
 * The template fields the form sends, as the provider receives them: the visitor's four, and the
 * message's id (a UUID), which stays the same however often the message is sent again (the outbox's
 * retries, the visitor pressing Send after a failure), so the charity can spot a duplicate. The
 * EmailJS template shows it as {{message_id}} (docs/deploy.md, "EmailJS").
 */
export type ContactTemplateParams = {
  user_name: string;
  user_email: string;
  subject: string;
  message: string;
  message_id: string;
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
      /**
       * The message itself, so the visitor can send it again instead of retyping it; null once
       * `CONTACT_OUTBOX.outcomeTextKeptMs` has passed (the notice then names the subject only).
       */
      params: ContactTemplateParams | null;
    };

export interface OutboxStatus {
  /** Messages saved on this device and not yet delivered. */
  waiting: number;
  outcomes: OutboxOutcome[];
}

/**
 * Navigations the worker leaves to the network instead of answering with the app shell: Firebase
 * Hosting's reserved paths (`/__/auth`, `/__/firebase/init.json`), and files opened directly
 * (`/sitemap.xml`, `/videos/story1.mp4`): no route of the app has a dot in its last segment. And /cms,
 * which Hosting redirects to the content editor's own site: the app shell must not answer it instead.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/__\//, /\/[^/]+\.[a-z0-9]+$/i, /^\/cms(\/|$)/];

// ---- Runtime caches (sw/ fills them; tests look into them) ----

/**
 * Every cache the worker creates itself starts with this prefix; on activation it deletes those
 * whose name is not in `CACHE_NAMES`. Raise a version when what a cache holds changes shape.
 * (The precache is Workbox's own and cleaned by Workbox.)
 */
export const CACHE_PREFIX = 'hhm-';

export const CACHE_NAMES = {
  /** Pictures, none precached: kept as they are seen (cache first, with expiration and purged on a quota error). */
  images: `${CACHE_PREFIX}images-v1`,
  /**
   * What the visitor saved for offline, pictures and videos (videos answered with range requests).
   * A cache of its own, never expired and never purged: the image cache's limits (150 entries, purged
   * when the device is full) once dropped saved files while the page still said "saved" (issue 47).
   */
  saved: `${CACHE_PREFIX}saved-v1`,
  /** Prerendered pages the visitor opened (network first); offline, a page never opened gets the app shell. */
  pages: `${CACHE_PREFIX}pages-v1`,
} as const;

/**
 * The worker's answer, offline, for a picture this device has never kept: an empty image, marked
 * with this header, so the page shows the picture's box in its tone instead of a broken image.
 */
export const PLACEHOLDER_HEADER = 'X-Offline-Placeholder';

// ---- Save for offline (the build lists the files, the page saves them, the worker serves them) ----

/** The list of files "Save for offline" downloads, written by the build (scripts/build/pwa-precache.ts). */
export const OFFLINE_SAVE_PATH = '/offline-save.json';

/** One file of the list: a site path, its size, and a hash of its content (a replaced file is saved again). */
export interface OfflineSaveFile {
  url: string;
  bytes: number;
  revision: string;
}

/** Stored with each saved file: which revision of it the cache holds, so a resumed save skips it. */
export const REVISION_HEADER = 'X-Offline-Revision';

export function isOfflineSaveList(data: unknown): data is OfflineSaveFile[] {
  return (
    Array.isArray(data) &&
    data.every(
      (file: unknown) =>
        typeof file === 'object' &&
        file !== null &&
        'url' in file &&
        typeof file.url === 'string' &&
        'bytes' in file &&
        typeof file.bytes === 'number' &&
        'revision' in file &&
        typeof file.revision === 'string',
    )
  );
}

/** Where the site's media lives: every image under the first, every video under the second. */
export const MEDIA_PATHS = { images: '/images/', videos: '/videos/' } as const;

// ---- Pages (scripts/build/prerender-plugin.ts writes them, the worker and Hosting serve them) ----

/**
 * The page for every path that is not prerendered (a blog post, /admin, a mistyped URL): the
 * template with an empty #root, which the app renders in the browser. Prerendered paths have
 * their own file, `/about` → `about.html`, found by Workbox's and Hosting's clean URLs.
 */
export const APP_SHELL_PATH = '/app-shell.html';

/**
 * The page every blog post opens with (firebase.json rewrites `/blog/*` to it, the worker answers
 * post navigations with it): the site around a "Loading..." post, with the post page's code
 * preloaded, so it paints at once and the post fills in from the mirror or Firestore.
 */
export const POST_SHELL_PATH = '/blog/post-shell.html';

/**
 * /blog as the build renders it, without posts: the blog's function renders /blog into it with the
 * newest posts (and answers it as it is for a later page). Not at /blog.html, which Hosting would
 * serve for /blog before its rewrite to the function.
 */
export const BLOG_LIST_SHELL_PATH = '/blog/list-shell.html';

/** A blog post's address, `/blog/{id}`, as Hosting's `/blog/*` rewrite matches it. */
export const POST_PATH_PATTERN = /^\/blog\/[^/]+$/;
