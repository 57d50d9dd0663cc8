/**
 * Work the worker does once each time it starts, given to the first event it handles. A browser
 * stops an idle worker at any moment unless an event's `waitUntil` holds a promise, so work begun
 * at the top level of the script (before any event) can be cut off halfway: a message sent by the
 * outbox but not yet removed from it would then be sent again at the next start.
 */

/** The events a started worker is handed first: one of these always follows a start. */
export const FIRST_EVENT_TYPES = ['activate', 'fetch', 'message', 'sync'] as const;

export interface ExtendableLike {
  waitUntil(promise: Promise<unknown>): void;
}

/** A listener that runs `task` inside the first event it sees, and does nothing for the others. */
export function inFirstEvent(task: () => Promise<unknown>): (event: ExtendableLike) => void {
  let started = false;
  return (event) => {
    if (started) return;
    started = true;
    event.waitUntil(task());
  };
}
