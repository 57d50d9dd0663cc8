import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentOrWaiting } from './sent-or-waiting';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
const never = () => new Promise<void>(() => undefined);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a write the form waits for', () => {
  it('is sent when the server answers in time', async () => {
    setOnline(true);
    await expect(sentOrWaiting(Promise.resolve())).resolves.toBe('sent');
  });

  it('waits for a connection at once when the browser is offline', async () => {
    setOnline(false);
    await expect(sentOrWaiting(never())).resolves.toBe('waiting');
  });

  it('waits for a connection when the server has not answered in time, or the connection goes', async () => {
    setOnline(true);
    vi.useFakeTimers();
    const slow = sentOrWaiting(never(), 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(slow).resolves.toBe('waiting');
    const cut = sentOrWaiting(never(), 1_000);
    window.dispatchEvent(new Event('offline'));
    await expect(cut).resolves.toBe('waiting');
  });

  it('fails when the server refuses', async () => {
    setOnline(true);
    await expect(sentOrWaiting(Promise.reject(new Error('permission-denied')))).rejects.toThrow('permission-denied');
  });
});
