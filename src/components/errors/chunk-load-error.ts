/** A failed code download (offline, or replaced by an update) is not a bug: its screens say "offline" or "reload". */

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
  return error instanceof Error && CHUNK_LOAD_MESSAGES.some((start) => error.message.startsWith(start));
}

export const isOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * TanStack Router's lazyRouteComponent reloads once when a route's code is missing. Offline that reload
 * would show the browser's "no internet" screen, so its key marks it done and the error view shows the
 * offline notice. tests/e2e/robustness.spec.ts notices if the key drifts.
 */
function skipReloadWhileOffline(event: Event): void {
  const error: unknown = (event as Event & { payload?: unknown }).payload;
  if (!isOffline() || !(error instanceof Error) || !isChunkLoadError(error)) return;
  try {
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
  } catch {
    // Storage refused: the router reloads as before.
  }
}

export function watchChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', skipReloadWhileOffline);
}

/**
 * `load` made so that a call after a failure downloads again: Chromium keeps a failed module until a reload,
 * so retry the named file under a new query. (Libraries that do this reload the page or wrap a whole route.)
 */
export function retryableImport<M, T>(load: () => Promise<M>, pick: (module: M) => T): () => Promise<T> {
  let failedFile: string | undefined;
  let attempts = 0;
  return async () => {
    // A try would fail, and in Chromium leave the file failed for the page's life: the callers wait for the connection.
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
      // The file a failed `import()` names (Chromium and Firefox do; Safari does not).
      if (isChunkLoadError(error)) failedFile ??= /\bhttps?:\/\/\S+/.exec((error as Error).message)?.[0];
      throw error;
    }
  };
}
