/// <reference lib="webworker" />
import { isPageToWorkerMessage, MESSAGE } from '../src/shared/sw-contract';
import { handleOutboxMessage } from './contact-outbox';
import { keepSeen } from './keep-seen';
import { mirrorNewestPostsOnce } from './newest-posts';

declare const self: ServiceWorkerGlobalScope;

export function registerMessages(): void {
  self.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isPageToWorkerMessage(message)) return;
    switch (message.type) {
      case MESSAGE.skipWaiting:
        event.waitUntil(self.skipWaiting());
        break;
      case MESSAGE.keepSeen:
        event.waitUntil(keepSeen(message.urls).then((kept) => event.ports[0]?.postMessage({ kept })));
        break;
      case MESSAGE.mirrorNewestPosts:
        event.waitUntil(mirrorNewestPostsOnce());
        break;
      default:
        handleOutboxMessage(event, message);
    }
  });
}
