import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LOCAL_PORTS } from './local-stack';

/** local-stack.ts reads the offset once, as it is imported: each case imports it afresh. */
async function portsWith(offset: string): Promise<typeof LOCAL_PORTS> {
  vi.stubEnv('STACK_PORT_OFFSET', offset);
  vi.resetModules();
  return (await import('./local-stack')).LOCAL_PORTS;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('STACK_PORT_OFFSET', () => {
  it('moves every port of the stack by the same amount', async () => {
    const base = await portsWith('0');
    const moved = await portsWith('20');
    for (const [name, port] of Object.entries(base)) expect(moved[name as keyof typeof base]).toBe(port + 20);
  });

  it('refuses an offset that is not a whole number below 100, or that lands the site on a port browsers block', async () => {
    await expect(portsWith('100')).rejects.toThrow(/from 0 to 99/);
    await expect(portsWith('2.5')).rejects.toThrow(/from 0 to 99/);
    await expect(portsWith('60')).rejects.toThrow(/port 5060, which browsers refuse/);
    await expect(portsWith('61')).rejects.toThrow(/port 5061/);
  });
});
