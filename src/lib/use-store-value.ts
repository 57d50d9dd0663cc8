import type { Readable } from '@tanstack/store';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept in a @tanstack/store atom, for a component. Not @tanstack/react-store's `useSelector`:
 * it gives React the atom's current value as the server snapshot too, so a prerendered page would
 * hydrate with what this device knows (a consent choice, a sign-in, an install offer) instead of what
 * the HTML shows, and React would throw the HTML away. `prerendered` is what the HTML was drawn with.
 */
export function useStoreValue<T>(store: Readable<T>, prerendered: T): T {
  const subscribe = useCallback((changed: () => void) => store.subscribe(() => changed()).unsubscribe, [store]);
  return useSyncExternalStore(subscribe, store.get, () => prerendered);
}
