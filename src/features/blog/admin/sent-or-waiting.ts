/** How long a write may take on a connection that claims to be there before the form stops waiting. */
const PATIENCE_MS = 8_000;

export type WriteOutcome = 'sent' | 'waiting';

/**
 * Firestore's promise settles only when the server answers, which offline may be tomorrow: the form
 * must not hang on "Posting..." meanwhile. A refusal by the server still rejects.
 */
export function sentOrWaiting(sent: Promise<void>, patienceMs = PATIENCE_MS): Promise<WriteOutcome> {
  if (!navigator.onLine) return Promise.resolve('waiting');
  return new Promise<WriteOutcome>((resolve, reject) => {
    const finish = (): void => {
      clearTimeout(timer);
      window.removeEventListener('offline', wait);
    };
    const wait = (): void => {
      finish();
      resolve('waiting');
    };
    const timer = setTimeout(wait, patienceMs);
    window.addEventListener('offline', wait);
    sent.then(
      () => {
        finish();
        resolve('sent');
      },
      (error: unknown) => {
        finish();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
