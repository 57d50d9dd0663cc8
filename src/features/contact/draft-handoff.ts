import { createAtom } from '@tanstack/store';
import type { ContactDraft } from './contact-validation';

/**
 * Hands a refused message back to the contact form ("Put it back in the form"), whether the form
 * is on screen already or opens next. Memory only: the worker still holds the message until the
 * visitor dismisses the notice, so nothing is lost if the page closes first.
 */
const handedBack = createAtom<{ draft: ContactDraft } | undefined>(undefined);

export const restoreDraft = (draft: ContactDraft): void => handedBack.set({ draft });

/**
 * Calls `listener` with a draft handed over before the form mounted, then with any later one. The
 * last draft is kept until the form goes, so the next form does not get it again.
 */
export function onDraftRestored(listener: (draft: ContactDraft) => void): () => void {
  const waiting = handedBack.get();
  if (waiting) listener(waiting.draft);
  const { unsubscribe } = handedBack.subscribe((handed) => handed && listener(handed.draft));
  return () => {
    unsubscribe();
    handedBack.set(undefined);
  };
}
