/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from '../src/shared/sw-contract';

/**
 * Every in-app URL is the single-page app: navigations get the precached shell, online or not,
 * so every route opens offline after the first visit. Registered after the precache route, which
 * answers a navigation to a precached file (`/index.html`) itself.
 */
export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
}
