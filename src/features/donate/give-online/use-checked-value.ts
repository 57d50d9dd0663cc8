import { startTransition, useEffect, useState } from 'react';

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
 *
 * Followed in a transition, not with useSyncExternalStore: the browser draws the radio button
 * checked at once, and the form's new amounts can come a frame later. A store's update is always
 * rendered inside the press, which made the currency switch one of /donate's slowest inputs.
 */
export function useCheckedValue(formId: string, name: string, fallback: string): string {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    const form = document.getElementById(formId);
    const follow = (): void => {
      const checked = readChecked(formId, name) ?? fallback;
      startTransition(() => setValue(checked));
    };
    follow();
    form?.addEventListener('change', follow);
    return () => form?.removeEventListener('change', follow);
  }, [formId, name, fallback]);
  return value;
}
