import { describe, expect, it, vi } from 'vitest';
import { inFirstEvent, type ExtendableLike } from './first-event';

const event = (): ExtendableLike & { held: Promise<unknown>[] } => {
  const held: Promise<unknown>[] = [];
  return { held, waitUntil: (promise) => held.push(promise) };
};

describe('inFirstEvent', () => {
  it('runs nothing until an event arrives, then runs the task inside that event, once', async () => {
    const task = vi.fn(() => Promise.resolve('replayed'));
    const listener = inFirstEvent(task);
    expect(task).not.toHaveBeenCalled();

    const first = event();
    listener(first);
    expect(task).toHaveBeenCalledTimes(1);
    expect(first.held).toHaveLength(1);
    await expect(first.held[0]).resolves.toBe('replayed');

    const second = event();
    listener(second);
    expect(task).toHaveBeenCalledTimes(1);
    expect(second.held).toHaveLength(0);
  });
});
