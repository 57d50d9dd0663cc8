/** How long a write may take on a connection that claims to be there before the form stops waiting. */
const PATIENCE_MS = 8_000;

export type WriteOutcome = 'sent' | 'waiting';

// Firestore settles only when the server answers (offline, maybe tomorrow): the form must not hang on "Posting...".
export function sentOrWaiting(sent: Promise<void>, patienceMs = PATIENCE_MS): Promise<WriteOutcome> {
  if (!navigator.onLine) return Promise.resolve('waiting');
  let stop = (): void => undefined;
  return new Promise<WriteOutcome>((resolve, reject) => {
    const wait = (): void => resolve('waiting');
    const timer = setTimeout(wait, patienceMs);
    window.addEventListener('offline', wait);
    stop = () => {
      clearTimeout(timer);
      window.removeEventListener('offline', wait);
    };
    sent.then(
      () => resolve('sent'),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  }).finally(() => stop());
}
