import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let query: MediaQueryList | undefined;

/**
 * One live list for the page: its answer follows the setting. React reads the snapshot at every
 * render of every component that asks, and again before committing a transition, and a new
 * `matchMedia` each time added up to tens of milliseconds per task on the emulated low-end phone.
 */
const reducedMotionQuery = (): MediaQueryList => (query ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  const list = reducedMotionQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked the system for less motion. Read synchronously on the first render
 * (unlike an effect-based media query), so nothing starts moving for a frame before it stops.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery().matches,
    // Prerendered HTML assumes the calmer choice; the browser corrects it on hydration.
    () => true,
  );
}
