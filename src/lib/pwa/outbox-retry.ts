/**
 * While messages wait on this device and the browser says it is online, the page asks the worker to
 * try them again: soon at first, then once a minute. Chromium's Background Sync retries by itself;
 * Safari and Firefox have none, and their `online` event fires when a network interface comes up,
 * often before it carries anything. One failed try there would leave the message until the next
 * `online` or visit, where the page promises to send it "when you are back online with this site open".
 * Retrying one waiting message costs its own few hundred bytes, and only while it waits.
 */
export const OUTBOX_RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

interface Options {
  /** Asks the worker to send what waits; it reports the count that still waits afterwards. */
  replay: () => void;
  isOnline: () => boolean;
}

export interface OutboxRetry {
  /** The worker's latest count of waiting messages. */
  waitingIs: (waiting: number) => void;
  /** The network came back (the caller replays at once) or went: start again from the shortest wait. */
  restart: () => void;
}

export function outboxRetry({ replay, isOnline }: Options): OutboxRetry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tries = 0;
  const restart = (): void => {
    clearTimeout(timer);
    timer = undefined;
    tries = 0;
  };
  return {
    waitingIs(waiting) {
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
