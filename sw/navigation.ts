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

/** On a connection this slow, the kept copy of a page is the better answer. */
const NETWORK_TIMEOUT_SECONDS = 4;

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
  ],
});

/**
 * Every in-app URL opens offline after the first visit, while the first visit precaches only the
 * app shell, Home and the post shell (scripts/build/pwa-precache.ts), not every page's HTML: the
 * app's code, all of it precached, draws any page from the app shell. Home is answered by the
 * precache route (`/` → `index.html`), a blog post gets the post shell, and every other page comes
 * from the network, kept as it comes (and as the page reports it: keep-seen.ts); offline, the kept
 * copy answers, or the app shell when this device never opened that page.
 */
export function registerNavigation(): void {
  const denylist = [...NAVIGATION_DENYLIST];
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(POST_SHELL_PATH), { allowlist: [POST_PATH_PATTERN], denylist }),
  );
  registerRoute(
    new NavigationRoute(
      async (options) => {
        try {
          return await pages.handle(options);
        } catch {
          const shell = await matchPrecache(APP_SHELL_PATH);
          if (shell) return shell;
          throw new Error(`${APP_SHELL_PATH} is not precached.`);
        }
      },
      { denylist },
    ),
  );
}
