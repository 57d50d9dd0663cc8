import { CONTACT_OUTBOX, type ContactTemplateParams, type OutboxOutcome } from '../../shared/sw-contract';

// Only the tab that wrote a refused message sees its text; others see the subject. sessionStorage is the nearest thing
// to "who typed it" on a shared phone: a session cookie outlives them, as Android seldom closes the browser.
const KEY = 'hhm-outbox-written-here';

function readIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage switched off (some private modes) or garbled: nothing counts as written here.
    return [];
  }
}

/** A message the worker saved for later: its text may come back to this tab in a notice. */
export function rememberWrittenHere(messageId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...readIds(), messageId]));
  } catch {
    // The notice will then show the subject only.
  }
}

/** The visitor's own message to put back in the form; null if written in another tab or older than texts are kept. */
export function textShownHere(outcome: OutboxOutcome, now = Date.now()): ContactTemplateParams | null {
  if (outcome.kind === 'delivered' || !outcome.params) return null;
  if (now - outcome.at > CONTACT_OUTBOX.outcomeTextKeptMs) return null;
  const id = outcome.params.message_id;
  return id !== '' && readIds().includes(id) ? outcome.params : null;
}
