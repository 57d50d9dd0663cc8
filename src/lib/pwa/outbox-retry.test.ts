import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_RETRY_DELAYS_MS, outboxRetry } from './outbox-retry';

describe('outboxRetry', () => {
  let online = true;
  const replay = vi.fn();
  const make = () => outboxRetry({ replay, isOnline: () => online });

  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    replay.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  /** Runs the retries one by one, the worker reporting the message still waiting after each. */
  function delaysBetweenTries(retry: ReturnType<typeof make>, count: number): number[] {
    const delays: number[] = [];
    let last = Date.now();
    replay.mockImplementation(() => {
      delays.push(Date.now() - last);
      last = Date.now();
      retry.waitingIs(1);
    });
    retry.waitingIs(1);
    while (delays.length < count) vi.advanceTimersToNextTimer();
    return delays;
  }

  it('tries again while a message waits online, soon at first and then once a minute', () => {
    expect(delaysBetweenTries(make(), 6)).toEqual([5_000, 15_000, 30_000, 60_000, 60_000, 60_000]);
    expect(OUTBOX_RETRY_DELAYS_MS.at(-1)).toBe(60_000);
  });

  it('keeps one try pending however often the worker reports the same waiting message', () => {
    const retry = make();
    retry.waitingIs(1);
    retry.waitingIs(1);
    retry.waitingIs(2);
    vi.advanceTimersByTime(5_000);
    expect(replay).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops once nothing waits, and starts again from the shortest wait', () => {
    const retry = make();
    expect(delaysBetweenTries(retry, 2)).toEqual([5_000, 15_000]);
    retry.waitingIs(0);
    vi.advanceTimersByTime(120_000);
    expect(replay).toHaveBeenCalledTimes(2);
    retry.waitingIs(1);
    vi.advanceTimersByTime(5_000);
    expect(replay).toHaveBeenCalledTimes(3);
  });

  it('does not try while the browser says it is offline: the `online` event will', () => {
    online = false;
    make().waitingIs(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the shortest wait when the network comes back', () => {
    const retry = make();
    expect(delaysBetweenTries(retry, 3)).toEqual([5_000, 15_000, 30_000]);
    retry.restart();
    expect(vi.getTimerCount()).toBe(0);
    replay.mockReset();
    retry.waitingIs(1);
    vi.advanceTimersByTime(5_000);
    expect(replay).toHaveBeenCalledTimes(1);
  });
});
