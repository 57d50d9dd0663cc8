/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_PATH, NAVIGATION_DENYLIST, POST_PATH_PATTERN, POST_SHELL_PATH } from '../src/shared/sw-contract';

/**
 * Every in-app URL opens offline after the first visit. The precache route, registered first,
 * answers prerendered pages itself (`/about` → `about.html` by Workbox's clean URLs, `/` →
 * `index.html`); a blog post gets the post shell, and every other navigation (/admin, a mistyped
 * address) the app shell.
 */
export function registerNavigation(): void {
  const denylist = [...NAVIGATION_DENYLIST];
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(POST_SHELL_PATH), { allowlist: [POST_PATH_PATTERN], denylist }),
  );
  registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL_PATH), { denylist }));
}
