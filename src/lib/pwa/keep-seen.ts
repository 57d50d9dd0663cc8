import { MEDIA_PATHS, MESSAGE, type PageToWorkerMessage } from '../../shared/sw-contract';

function seenUrls(): string[] {
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith(MEDIA_PATHS.images))
    .map((url) => url.href);
  return [location.origin + location.pathname, ...new Set(pictures)];
}

/** A first visit's page and pictures arrive before the worker: tell it, so it keeps them from the HTTP cache. */
export function keepSeenOnceControlled(): void {
  const send = (): void => {
    const message: PageToWorkerMessage = { type: MESSAGE.keepSeen, urls: seenUrls() };
    navigator.serviceWorker.controller?.postMessage(message);
  };
  if (navigator.serviceWorker.controller) send();
  else navigator.serviceWorker.addEventListener('controllerchange', send, { once: true });
}
