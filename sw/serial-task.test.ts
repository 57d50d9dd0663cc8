import { describe, expect, it } from 'vitest';
import { serialTask } from './serial-task';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serialTask', () => {
  it('never runs two at once and folds a burst of calls into one follow-up run', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const task = serialTask(async () => {
      active += 1;
      runs += 1;
      maxActive = Math.max(maxActive, active);
      await tick();
      active -= 1;
      return runs;
    });
    const results = await Promise.all([task(), task(), task(), task()]);
    expect(maxActive).toBe(1);
    expect(runs).toBe(2);
    expect(results).toEqual([1, 2, 2, 2]);
  });

  it('gives every caller a run that starts after its call', async () => {
    const seen: number[] = [];
    let value = 0;
    const task = serialTask(async () => {
      const read = value;
      await tick();
      seen.push(read);
    });
    const first = task();
    value = 1;
    const second = task();
    await Promise.all([first, second]);
    expect(seen).toEqual([0, 1]);
  });

  it('keeps working after a run fails', async () => {
    let fail = true;
    const task = serialTask(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    await expect(task()).rejects.toThrow('offline');
    fail = false;
    await expect(task()).resolves.toBe('ok');
  });
});
