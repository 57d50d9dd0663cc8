/// <reference lib="webworker" />
import { isPageToWorkerMessage, MESSAGE, type MediaCachingReply } from '../src/shared/sw-contract';
import { handleOutboxMessage } from './contact-outbox';
import { cacheVideosWhenAllowed } from './media-cache';

declare const self: ServiceWorkerGlobalScope;

/** What pages ask of the worker (the contract is src/shared/sw-contract.ts). */
export function registerMessages(): void {
  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageToWorkerMessage(message)) return;
    switch (message.type) {
      case MESSAGE.skipWaiting:
        // Only the page's "Reload" button sends this: the new version takes over when the visitor asks.
        event.waitUntil(self.skipWaiting());
        break;
      case MESSAGE.cacheMedia:
        event.waitUntil(
          cacheVideosWhenAllowed(message.saveData).then((result) => {
            const reply: MediaCachingReply = { skipped: result === null, stored: result?.stored.length ?? 0 };
            event.ports[0]?.postMessage(reply);
          }),
        );
        break;
      default:
        handleOutboxMessage(event, message);
    }
  });
}
