/**
 * The contract between the page and the service worker: message shapes and names of
 * caches. Both sides import this module, so a rename cannot leave one side behind.
 * No DOM, no React, no worker globals here.
 */
export const SW_URL = '/sw.js';

export const MESSAGE = {
  /** Page → waiting worker: the visitor chose to reload into the new version. */
  skipWaiting: 'SKIP_WAITING',
} as const;

export type PageToWorkerMessage = { type: typeof MESSAGE.skipWaiting };

const MESSAGE_TYPES: ReadonlySet<unknown> = new Set(Object.values(MESSAGE));

export function isPageToWorkerMessage(data: unknown): data is PageToWorkerMessage {
  return typeof data === 'object' && data !== null && 'type' in data && MESSAGE_TYPES.has(data.type);
}

/** Firebase Hosting's reserved paths (`/__/auth`, `/__/firebase/init.json`) must reach the network. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/__\//];
