import { useCallback, useSyncExternalStore } from 'react';

function readChecked(formId: string, name: string): string | undefined {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const field = form.elements.namedItem(name);
  return field instanceof RadioNodeList && field.value !== '' ? field.value : undefined;
}

/**
 * The value of the checked radio button `name` in the form `formId`, read from the page itself.
 * The form's fields are uncontrolled, so the page (not React state) holds the choice: one made
 * before the app arrived is kept, and this follows it once the app runs. A prerendered page shows
 * `fallback`, which is what its HTML has checked.
 */
export function useCheckedValue(formId: string, name: string, fallback: string): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const form = document.getElementById(formId);
      form?.addEventListener('change', onChange);
      return () => form?.removeEventListener('change', onChange);
    },
    [formId],
  );
  return useSyncExternalStore(
    subscribe,
    () => readChecked(formId, name) ?? fallback,
    () => fallback,
  );
}
