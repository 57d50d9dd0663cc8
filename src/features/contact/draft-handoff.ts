import type { ContactDraft } from './contact-validation';

/**
 * Hands a refused message back to the contact form ("Put it back in the form"), whether the form
 * is on screen already or opens next. Memory only: the worker still holds the message until the
 * visitor dismisses the notice, so nothing is lost if the page closes first.
 */
type Listener = (draft: ContactDraft) => void;

const listeners = new Set<Listener>();
let waiting: ContactDraft | undefined;

export function restoreDraft(draft: ContactDraft): void {
  if (listeners.size === 0) {
    waiting = draft;
    return;
  }
  for (const listener of listeners) listener(draft);
}

/** Calls `listener` with a draft handed over before the form mounted, then with any later one. */
export function onDraftRestored(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) {
    const draft = waiting;
    waiting = undefined;
    listener(draft);
  }
  return () => listeners.delete(listener);
}
