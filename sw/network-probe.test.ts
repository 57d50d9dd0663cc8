import { describe, expect, it, vi } from 'vitest';
import { isOffline } from './network-probe';

describe('isOffline', () => {
  it('believes the browser when it says it is offline, without asking the network', async () => {
    const ask = vi.fn(() => Promise.resolve());
    expect(await isOffline(false, ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('is online when the site itself answers: the failed request was refused, not lost', async () => {
    expect(await isOffline(true, () => Promise.resolve(new Response(null, { status: 200 })))).toBe(false);
  });

  it('is offline when even the site does not answer, whatever the browser says', async () => {
    expect(await isOffline(true, () => Promise.reject(new TypeError('Failed to fetch')))).toBe(true);
  });
});
