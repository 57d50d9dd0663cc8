/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL_PATH, NAVIGATION_DENYLIST } from '../src/shared/sw-contract';

/**
 * Every in-app URL opens offline after the first visit. The precache route, registered first,
 * answers prerendered pages itself (`/about` → `about.html` by Workbox's clean URLs, `/` →
 * `index.html`); every other navigation (a blog post, /admin) gets the precached app shell.
 */
export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_SHELL_PATH), { denylist: [...NAVIGATION_DENYLIST] }));
}
