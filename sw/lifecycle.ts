/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CACHE_NAMES, CACHE_PREFIX } from '../src/shared/sw-contract';

declare const self: ServiceWorkerGlobalScope;

export async function deleteOutdatedCaches(storage: CacheStorage = caches): Promise<string[]> {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  const outdated = (await storage.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
  await Promise.all(outdated.map((name) => storage.delete(name)));
  return outdated;
}

/**
 * clientsClaim: the outbox works on a first visit without a reload. No automatic skipWaiting: a new
 * version waits for the visitor's Reload (messages.ts), so nothing changes under a half-filled form.
 */
export function registerLifecycle(): void {
  clientsClaim();
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteOutdatedCaches());
  });
}
