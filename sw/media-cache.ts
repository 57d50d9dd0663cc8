/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, MEDIA_PATHS } from '../src/shared/sw-contract';

/**
 * Story and founder videos. None is downloaded unless the visitor plays it or saves for offline
 * (Save for offline fills the saved cache); a saved video answers the player's byte
 * ranges itself (206), so playing and seeking work offline. A video not saved goes to the network,
 * untouched: streaming a clip the visitor watches once must not cost them a second copy.
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
