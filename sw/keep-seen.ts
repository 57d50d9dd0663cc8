/// <reference lib="webworker" />
import { POST_PHOTO_PREFIX } from '../src/shared/blog-addresses';
import { CACHE_NAMES, MEDIA_PATHS, POST_PATH_PATTERN } from '../src/shared/sw-contract';
import { isCacheableAnswer } from './cacheable-asset';

declare const self: ServiceWorkerGlobalScope;

export function seenCacheFor(url: URL, origin: string): string | undefined {
  if (url.origin !== origin) return undefined;
  if (url.pathname.startsWith(MEDIA_PATHS.images)) return CACHE_NAMES.images;
  // Posts open from the post shell, so a server-made post page would go unused and stale; its photo
  // addresses are for link previews and feeds.
  if (POST_PATH_PATTERN.test(url.pathname) || url.pathname.startsWith(POST_PHOTO_PREFIX)) return undefined;
  // A page: no dot in its last segment (files such as /sitemap.xml have one), and no query.
  if (!/\.[a-z0-9]+$/i.test(url.pathname) && url.search === '') return CACHE_NAMES.pages;
  return undefined;
}

/** `force-cache` takes the HTTP cache's copy, stale or not: no second download of what was just seen. */
export async function keepSeen(urls: readonly string[]): Promise<number> {
  let kept = 0;
  for (const raw of urls) {
    const url = new URL(raw, self.location.origin);
    const cacheName = seenCacheFor(url, self.location.origin);
    if (!cacheName) continue;
    const cache = await caches.open(cacheName);
    if (await cache.match(url.href)) continue;
    try {
      const response = await fetch(new Request(url.href, { cache: 'force-cache', credentials: 'same-origin' }));
      if (response.status === 200 && isCacheableAnswer(url, response)) {
        await cache.put(url.href, response);
        kept += 1;
      } else await response.body?.cancel();
    } catch {
      // Offline already: the page will report them again next time.
    }
  }
  return kept;
}
