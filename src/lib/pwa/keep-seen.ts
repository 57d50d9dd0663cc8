import { MEDIA_PATHS, MESSAGE, type PageToWorkerMessage } from '../../shared/sw-contract';

/** This page's address and the pictures it has downloaded so far (the browser's resource timing). */
export function seenUrls(): string[] {
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith(MEDIA_PATHS.images))
    .map((url) => url.href);
  return [location.origin + location.pathname, ...new Set(pictures)];
}

/**
 * On a first visit the page and its pictures arrive before the service worker exists; once it
 * controls the page, it is told what they were and keeps them from the browser's HTTP cache, so
 * what the visitor has seen opens offline without being downloaded twice. Later pictures pass
 * through the worker and are kept on the way (sw/image-cache.ts).
 */
export function keepSeenOnceControlled(): void {
  const send = (): void => {
    const message: PageToWorkerMessage = { type: MESSAGE.keepSeen, urls: seenUrls() };
    navigator.serviceWorker.controller?.postMessage(message);
  };
  if (navigator.serviceWorker.controller) send();
  else navigator.serviceWorker.addEventListener('controllerchange', send, { once: true });
}
