import { startTransition, useEffect, useState } from 'react';

// The checked radio `name` in form `formId`, read from the page (a choice made before the app arrived counts). A
// transition, not useSyncExternalStore: a store's update renders inside the press, which made the currency switch slow.
export function useCheckedValue(formId: string, name: string, fallback: string): string {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    const form = document.getElementById(formId);
    const follow = (): void => {
      const field = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
      const checked = field instanceof RadioNodeList && field.value !== '' ? field.value : fallback;
      startTransition(() => setValue(checked));
    };
    follow();
    form?.addEventListener('change', follow);
    return () => form?.removeEventListener('change', follow);
  }, [formId, name, fallback]);
  return value;
}
