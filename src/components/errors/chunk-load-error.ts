/**
 * A failed download of part of the app's code (a route, or a lazy piece of a page): the visitor is
 * offline, or the site was updated and the old file is gone. Different from a bug, so the screens
 * built on this say "offline" or "reload", never "something went wrong".
 */

/** The messages browsers give a failed `import()`, and Vite's for a stylesheet it could not preload. */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_MESSAGES.some((start) => error.message.startsWith(start));
}

export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * The key TanStack Router's lazyRouteComponent uses to reload the page once when a route's code
 * is missing (the fix for files replaced by a new deploy). Offline, that reload would trade the
 * page for the browser's own "no internet" screen, so we mark it as done and let the route's
 * error view show the offline notice instead. tests/e2e/robustness.spec.ts notices if this drifts.
 */
const routerReloadKey = (error: Error): string => `tanstack_router_reload:${error.message}`;

function skipReloadWhileOffline(event: Event): void {
  const error: unknown = (event as Event & { payload?: unknown }).payload;
  if (!isOffline() || !(error instanceof Error) || !isChunkLoadError(error)) return;
  try {
    sessionStorage.setItem(routerReloadKey(error), '1');
  } catch {
    // Storage refused (private mode quota): the router reloads as before; nothing else to do.
  }
}

/** Call once at start-up. Vite announces every failed import with a `vite:preloadError` event. */
export function watchChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', skipReloadWhileOffline);
}
