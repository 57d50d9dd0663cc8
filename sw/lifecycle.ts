/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CACHE_NAMES, CACHE_PREFIX } from '../src/shared/sw-contract';

declare const self: ServiceWorkerGlobalScope;

/** Deletes our own caches of earlier versions (their names are no longer in the contract). */
export async function deleteOutdatedCaches(storage: CacheStorage = caches): Promise<string[]> {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  const outdated = (await storage.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
  await Promise.all(outdated.map((name) => storage.delete(name)));
  return outdated;
}

/**
 * A first visit's tab is controlled as soon as the worker activates, so the contact outbox works
 * without a reload. There is no automatic skipWaiting: a new version waits until the visitor
 * presses Reload (messages.ts), so nothing changes under a half-filled form.
 */
export function registerLifecycle(): void {
  clientsClaim();
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteOutdatedCaches());
  });
}
