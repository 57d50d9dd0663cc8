/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  APP_SHELL_PATH,
  CACHE_NAMES,
  NAVIGATION_DENYLIST,
  POST_PATH_PATTERN,
  POST_SHELL_PATH,
} from '../src/shared/sw-contract';

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  // On a connection this slow, the kept copy of a page is the better answer.
  networkTimeoutSeconds: 4,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

/**
 * The first visit precaches only the app shell, Home and the post shell (scripts/build/pwa-precache.ts),
 * yet every URL opens offline: a post gets the post shell; other pages come from the network and are
 * kept; offline, the kept copy answers, or the app shell, from which the precached code draws any page.
 */
export function registerNavigation(): void {
  const denylist = [...NAVIGATION_DENYLIST];
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(POST_SHELL_PATH), { allowlist: [POST_PATH_PATTERN], denylist }),
  );
  registerRoute(
    new NavigationRoute(
      (options) =>
        pages.handle(options).catch(async () => {
          const shell = await matchPrecache(APP_SHELL_PATH);
          if (shell) return shell;
          throw new Error(`${APP_SHELL_PATH} is not precached.`);
        }),
      { denylist },
    ),
  );
}
