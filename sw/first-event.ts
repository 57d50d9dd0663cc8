/**
 * Work done once per start, inside the first event: a browser stops an idle worker unless an event's
 * `waitUntil` holds a promise, so top-level work could be cut off halfway and a message sent twice.
 */

/** One of these always follows a start. */
export const FIRST_EVENT_TYPES = ['activate', 'fetch', 'message', 'sync'] as const;

export type ExtendableLike = { waitUntil(promise: Promise<unknown>): void };

export function inFirstEvent(task: () => Promise<unknown>): (event: ExtendableLike) => void {
  let started = false;
  return (event) => {
    if (started) return;
    started = true;
    event.waitUntil(task());
  };
}
