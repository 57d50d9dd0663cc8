/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app shell, every route's code and styles, the icons, the manifest and one variant of every
 * picture the pages show. What goes in is decided at build time (scripts/build/pwa-precache.ts) and
 * checked by tests/build: the whole precache stays under the first-visit budget.
 */
export function registerPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // Precaches of older Workbox versions; our own caches are cleaned in lifecycle.ts.
  cleanupOutdatedCaches();
}
