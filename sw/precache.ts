/// <reference lib="webworker" />
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { cacheableAssetPlugin } from './cacheable-asset';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app shell, every route's code and styles, the icons, the manifest and one variant of every
 * picture the pages show. What goes in is decided at build time (scripts/build/pwa-precache.ts) and
 * checked by tests/build: the whole precache stays under the first-visit budget.
 */
export function registerPrecache(): void {
  // A script or picture answered with a page fails the install: the working version stays.
  addPlugins([cacheableAssetPlugin]);
  precacheAndRoute(self.__WB_MANIFEST);
  // Precaches of older Workbox versions; our own caches are cleaned in lifecycle.ts.
  cleanupOutdatedCaches();
}
