import type { Readable } from '@tanstack/store';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Not @tanstack/react-store's `useSelector`: it gives the atom's value as the server snapshot too, so
 * a prerendered page would hydrate with what this device knows and React would throw the HTML away.
 */
export function useStoreValue<T>(store: Readable<T>, prerendered: T): T {
  const subscribe = useCallback((changed: () => void) => store.subscribe(() => changed()).unsubscribe, [store]);
  return useSyncExternalStore(subscribe, store.get, () => prerendered);
}
