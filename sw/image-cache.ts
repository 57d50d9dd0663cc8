/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, MEDIA_PATHS, PLACEHOLDER_HEADER } from '../src/shared/sw-contract';
import { cacheableAssetPlugin } from './cacheable-asset';
import { parseImagePath, pickFallback } from './image-fallback';

/** Another copy of the same picture in the precache, the saved files or the image cache. */
async function cachedSibling(request: Request): Promise<Response | undefined> {
  const requestedPath = new URL(request.url).pathname;
  const stored = new Map<string, { cache: Cache; key: Request }>();
  for (const name of [cacheNames.precache, CACHE_NAMES.saved, CACHE_NAMES.images]) {
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

/** An empty picture, never cached: the box keeps its shape and tone (src/components/media/responsive-image.tsx). */
function placeholderPicture(request: Request): Response {
  const width = parseImagePath(new URL(request.url).pathname)?.width ?? 1200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 2) / 3)}"/>`;
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store', [PLACEHOLDER_HEADER]: '1' },
  });
}

const offlineSibling: WorkboxPlugin = {
  // Offline and never seen at this width or format: the copy we have, or the placeholder, not a broken image.
  handlerDidError: async ({ request }) => (await cachedSibling(request)) ?? placeholderPicture(request),
};

const seenPictures = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    // A whole picture only (not a 206 slice), and never a page standing in for a missing one.
    new CacheableResponsePlugin({ statuses: [200] }),
    cacheableAssetPlugin,
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    offlineSibling,
  ],
});

/**
 * Pictures: the first visit downloads only what it shows. A saved one answers from the saved cache,
 * which this route never writes, expires or purges; any other is kept in the image cache when shown.
 */
export function registerImageCache(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(MEDIA_PATHS.images),
    async (options) =>
      (await caches.match(options.request.url, { cacheName: CACHE_NAMES.saved })) ?? seenPictures.handle(options),
  );
}
