/**
 * While messages wait and the browser says online, the worker is asked to retry. Safari and Firefox have
 * no Background Sync, and their `online` fires before the network carries anything: one failed try
 * would leave the message until the next visit. A retry costs a few hundred bytes, only while it waits.
 */
export const OUTBOX_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

type Options = { replay: () => void; isOnline: () => boolean };

export function outboxRetry({ replay, isOnline }: Options) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  /** The network came back (the caller replays at once) or went: start again from the shortest wait. */
  const restart = (): void => {
    clearTimeout(timer);
    timer = undefined;
    tries = 0;
  };
  return {
    waitingIs(waiting: number): void {
      if (waiting === 0) return restart();
      if (timer !== undefined || !isOnline()) return;
      const delay = OUTBOX_RETRY_DELAYS_MS[Math.min(tries, OUTBOX_RETRY_DELAYS_MS.length - 1)];
      tries += 1;
      timer = setTimeout(() => {
        timer = undefined;
        replay();
      }, delay);
    },
    restart,
  };
}
