import { CONTACT_OUTBOX, type ContactTemplateParams, type OutboxOutcome } from '../../shared/sw-contract';

/**
 * Which outbox messages were written in this browser tab, so only their writer is shown a refused
 * message's name, e-mail and text (to put back in the form); anyone else sees its subject only.
 *
 * "Another visitor" on a shared phone is whoever uses the site in another tab, or after the tab was
 * closed: the site has no accounts to tell people apart, and sessionStorage, which belongs to one tab
 * and goes when it closes, is the nearest thing to "the person who typed it". A browser session
 * (a session cookie) would be looser: on Android the browser is seldom closed, so it would include
 * every later visitor; and a cookie travels with every request. The writer who comes back in a new
 * tab loses only the "put it back" shortcut: the notice still names the message and how to reach us.
 */
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
    // As above: the notice will then show the subject only.
  }
}

/**
 * The visitor's own message to put back in the form, or null: none was kept, it was written in
 * another tab, or it is older than the outbox keeps texts (the worker removes them too, when it runs).
 */
export function textShownHere(outcome: OutboxOutcome, now = Date.now()): ContactTemplateParams | null {
  if (outcome.kind === 'delivered' || !outcome.params) return null;
  if (now - outcome.at > CONTACT_OUTBOX.outcomeTextKeptMs) return null;
  const id = outcome.params.message_id;
  return id !== '' && readIds().includes(id) ? outcome.params : null;
}
