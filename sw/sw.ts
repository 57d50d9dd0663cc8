/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPageToWorkerMessage, NAVIGATION_DENYLIST } from '../src/shared/sw-contract';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app URL is the single-page app: answer navigations with the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

self.addEventListener('message', (event) => {
  // Only the page's "Reload" button sends this: the new version takes over when the visitor asks.
  if (isPageToWorkerMessage(event.data)) void self.skipWaiting();
});
