/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, MEDIA_PATHS } from '../src/shared/sw-contract';

/**
 * A saved video answers the player's byte ranges itself (206), so seeking works offline. Any other
 * goes to the network untouched: a clip watched once must not cost a second copy.
 */
async function serveVideo(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.saved);
  const cached = await cache.match(request.url);
  if (!cached) return fetch(request);
  return request.headers.has('Range') ? createPartialResponse(request, cached) : cached;
}

export function registerVideoRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(MEDIA_PATHS.videos),
    ({ request }) => serveVideo(request),
  );
}
