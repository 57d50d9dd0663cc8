import { startTransition, useEffect, useState } from 'react';

// The checked radio button `name` in the form `formId`, read from the page, which holds the choice (one made before the
// app arrived is kept). Followed in a transition, not useSyncExternalStore: a store's update is always rendered inside
// the press, which made the currency switch one of /donate's slowest inputs.
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
