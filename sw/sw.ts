/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPageToWorkerMessage, MESSAGE, NAVIGATION_DENYLIST } from '../src/shared/sw-contract';
import { handleOutboxMessage, registerContactOutbox } from './contact-outbox';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app URL is the single-page app: answer navigations with the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

// Contact messages: sent through the worker, queued when the network is gone, replayed exactly once.
registerContactOutbox();

self.addEventListener('message', (event) => {
  if (!isPageToWorkerMessage(event.data)) return;
  // Only the page's "Reload" button sends this: the new version takes over when the visitor asks.
  if (event.data.type === MESSAGE.skipWaiting) void self.skipWaiting();
  else handleOutboxMessage(event, event.data);
});
