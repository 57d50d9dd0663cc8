/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, MEDIA_PATHS } from '../src/shared/sw-contract';
import { fillVideoCache, type FillResult } from './video-cache-fill';
import { OFFLINE_VIDEOS } from './video-list';

declare const self: ServiceWorkerGlobalScope;

/**
 * Story and founder videos in a cache of their own. They are not in the precache (the first visit
 * stays light); the page asks for them once it is idle (src/lib/pwa/media-caching.ts), unless the
 * visitor wants to save data. Players ask for byte ranges: a cached video answers them itself
 * (206), so playing and seeking work offline.
 */

async function serveVideo(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.videos);
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

let saveDataSeen = false;

/** Save-Data as the worker sees it: its own connection info, or the header on the page's requests. */
function workerSavesData(): boolean {
  const connection: unknown = Reflect.get(self.navigator, 'connection');
  const saveData: unknown =
    typeof connection === 'object' && connection !== null && Reflect.get(connection, 'saveData');
  return saveData === true || saveDataSeen;
}

/** Notes the `Save-Data: on` header; registered before the routes, it never answers a request itself. */
export function watchSaveDataHeader(): void {
  self.addEventListener('fetch', (event) => {
    if (event.request.headers.get('Save-Data') === 'on') saveDataSeen = true;
  });
}

let filling: Promise<FillResult | null> | undefined;

/** Fills the video cache once at a time; skipped when the visitor saves data. */
export function cacheVideosWhenAllowed(pageSavesData: boolean): Promise<FillResult | null> {
  if (pageSavesData || workerSavesData()) return Promise.resolve(null);
  filling ??= caches
    .open(CACHE_NAMES.videos)
    .then((cache) => fillVideoCache(cache, OFFLINE_VIDEOS, (url) => fetch(url), self.location.origin))
    .finally(() => {
      filling = undefined;
    });
  return filling;
}
