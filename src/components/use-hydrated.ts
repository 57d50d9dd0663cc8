import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * False while React takes over a prerendered page, true from then on (and at once on pages the app
 * draws itself). For what the prerendered HTML cannot know, such as the address's query: showing it
 * only after hydration keeps the first render identical to the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
