import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
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
    () => window.matchMedia(QUERY).matches,
    // Prerendered HTML assumes the calmer choice; the browser corrects it on hydration.
    () => true,
  );
}
