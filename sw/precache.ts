/// <reference lib="webworker" />
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { cacheableAssetPlugin } from './cacheable-asset';

declare const self: ServiceWorkerGlobalScope;

/** What goes in is decided by scripts/build/pwa-precache.ts and kept under the first-visit budget by tests/build. */
export function registerPrecache(): void {
  // A script or picture answered with a page fails the install: the working version stays.
  addPlugins([cacheableAssetPlugin]);
  precacheAndRoute(self.__WB_MANIFEST);
  // Precaches of older Workbox versions; our own caches are cleaned in lifecycle.ts.
  cleanupOutdatedCaches();
}
