/**
 * A failed download of part of the app's code (a route, or a lazy piece of a page): the visitor is
 * offline, or the site was updated and the old file is gone. Different from a bug, so the screens
 * built on this say "offline" or "reload", never "something went wrong".
 */

const OFFLINE_UNSAVED = 'Offline, and the service worker has not saved this code';

/** The messages browsers give a failed `import()`, and Vite's for a stylesheet it could not preload. */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite
  OFFLINE_UNSAVED, // retryableImport, which did not try
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

/** The file a failed `import()` names (Chromium and Firefox do; Safari does not). */
function failedFileOf(error: unknown): string | undefined {
  if (!isChunkLoadError(error)) return undefined;
  return /\bhttps?:\/\/\S+/.exec((error as Error).message)?.[0];
}

/**
 * `load` (a dynamic import) and what the caller takes from the module, made so that calling it
 * again after a failed download downloads again. Chromium keeps a failed module in the page's module
 * map: the same `import()` then fails at once, without asking the network, until the page is
 * reloaded. A new query on the file it named makes it a module the page has never seen. Written
 * here because the libraries that do this wrap a whole route or reload the page, and these are
 * parts of a page kept alive without a reload.
 */
export function retryableImport<M, T>(load: () => Promise<M>, pick: (module: M) => T): () => Promise<T> {
  let failedFile: string | undefined;
  let attempts = 0;
  return async () => {
    // A try would fail, and in Chromium leave the file and the files it imports failed for the rest of
    // the page's life: wait for the connection instead (the callers try again when it returns).
    if (
      !import.meta.env.SSR &&
      !navigator.onLine &&
      !('serviceWorker' in navigator && navigator.serviceWorker.controller)
    ) {
      throw new TypeError(OFFLINE_UNSAVED);
    }
    try {
      // Safari names no file: its import() is simply tried again.
      if (failedFile === undefined) return pick(await load());
      attempts += 1;
      return pick((await import(/* @vite-ignore */ `${failedFile}?retry=${String(attempts)}`)) as M);
    } catch (error) {
      failedFile ??= failedFileOf(error);
      throw error;
    }
  };
}
