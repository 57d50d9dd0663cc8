import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPTS, retried } from './fresh-browser';

/** An attempt that fails `failures` times (a report without TBT), then answers 42. */
function flaky(failures: number): { attempt: () => Promise<number>; calls: () => number } {
  let calls = 0;
  return {
    attempt: () => {
      calls += 1;
      return calls <= failures
        ? Promise.reject(new Error("Lighthouse's report has no total-blocking-time."))
        : Promise.resolve(42);
    },
    calls: () => calls,
  };
}

describe('retried', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes a failed run again and answers with the run that worked, saying why it tried again', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const run = flaky(ATTEMPTS - 1);
    await expect(retried(run.attempt, '/blog real throttling 1/3', () => false)).resolves.toBe(42);
    expect(run.calls()).toBe(ATTEMPTS);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/blog real throttling 1/3: Lighthouse'));
  });

  it('gives up with the last failure after ATTEMPTS runs', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const run = flaky(ATTEMPTS);
    await expect(retried(run.attempt, '/blog', () => false)).rejects.toThrow('no total-blocking-time');
    expect(run.calls()).toBe(ATTEMPTS);
  });

  it('tells only the last attempt that it is the last, so it can keep what it would otherwise make again', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const told: boolean[] = [];
    const attempt = (lastTry: boolean): Promise<string> => {
      told.push(lastTry);
      return lastTry ? Promise.resolve('kept') : Promise.reject(new Error('The host ran at benchmarkIndex 1676.'));
    };
    await expect(retried(attempt, '/programs run 1/3', () => false)).resolves.toBe('kept');
    expect(told).toEqual([...Array<boolean>(ATTEMPTS - 1).fill(false), true]);
  });

  it('makes no run once the benchmark is being stopped', async () => {
    const run = flaky(0);
    await expect(retried(run.attempt, '/blog', () => true)).rejects.toThrow('stopped');
    expect(run.calls()).toBe(0);
  });
});
