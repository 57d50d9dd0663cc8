import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/** False while React hydrates a prerendered page, true from then on: for what the HTML cannot know (the query). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
