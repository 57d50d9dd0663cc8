export type WaitOutcome = 'ready' | 'timeout' | 'exited';

const POLL_MS = 250;

/**
 * Polls until the URL answers at all (any status, unless `isReady` says which): an answer means the
 * server is listening, which is all the stack needs before it seeds or prints the ready line.
 */
export const waitForHttp = async (
  url: string,
  {
    timeoutMs,
    isAlive,
    isReady = () => true,
    requestTimeoutMs = 2_000,
  }: { timeoutMs: number; isAlive: () => boolean; isReady?: (status: number) => boolean; requestTimeoutMs?: number },
): Promise<WaitOutcome> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      await response.body?.cancel();
      if (isReady(response.status)) return 'ready';
    } catch {
      // Not listening yet.
    }
    if (!isAlive()) return 'exited';
    if (Date.now() > deadline) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};
