import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | undefined;

/** One live list for the page: React reads the snapshot at every render, and a new `matchMedia` each time was slow. */
const reducedMotionQuery = (): MediaQueryList => (query ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  const list = reducedMotionQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Read synchronously on the first render (unlike an effect), so nothing moves for a frame before it stops. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery().matches,
    // Prerendered HTML assumes the calmer choice; the browser corrects it on hydration.
    () => true,
  );
}
