/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, MEDIA_PATHS } from '../src/shared/sw-contract';
import { cacheableAssetPlugin } from './cacheable-asset';
import { pickFallback } from './image-fallback';

const DAY_SECONDS = 24 * 60 * 60;

/** Looks through the precache and the image cache for another copy of the same picture. */
async function cachedSibling(request: Request): Promise<Response | undefined> {
  const requestedPath = new URL(request.url).pathname;
  const stored = new Map<string, { cache: Cache; key: Request }>();
  for (const name of [cacheNames.precache, CACHE_NAMES.images]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const { pathname } = new URL(key.url);
      if (pathname.startsWith(MEDIA_PATHS.images)) stored.set(pathname, { cache, key });
    }
  }
  const path = pickFallback(requestedPath, request.headers.get('Accept'), [...stored.keys()]);
  const found = path === undefined ? undefined : stored.get(path);
  return found && (await found.cache.match(found.key));
}

const offlineSibling: WorkboxPlugin = {
  // Offline and never seen at this width or format: show the copy we have rather than nothing.
  handlerDidError: ({ request }) => cachedSibling(request),
};

/**
 * Pictures not in the precache (the other widths and formats of the same pictures): kept the
 * first time they are shown, from then on answered from the cache, and the oldest dropped when
 * there are many. Precached variants never reach this route: the precache route answers first.
 */
export function registerImageCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(MEDIA_PATHS.images),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        // A whole picture only (not a 206 slice), and never a page standing in for a missing one.
        new CacheableResponsePlugin({ statuses: [200] }),
        cacheableAssetPlugin,
        new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
        offlineSibling,
      ],
    }),
  );
}
