import { createAtom } from '@tanstack/store';
import type { ContactDraft } from './contact-validation';

// Memory only: the worker keeps the message until its notice is dismissed, so nothing is lost if the page closes first.
const handedBack = createAtom<{ draft: ContactDraft } | undefined>(undefined);

export const restoreDraft = (draft: ContactDraft): void => handedBack.set({ draft });

/** Calls `listener` with a draft handed over before the form mounted, then with any later one. */
export function onDraftRestored(listener: (draft: ContactDraft) => void): () => void {
  const waiting = handedBack.get();
  if (waiting) listener(waiting.draft);
  const { unsubscribe } = handedBack.subscribe((handed) => handed && listener(handed.draft));
  return () => {
    unsubscribe();
    handedBack.set(undefined);
  };
}
