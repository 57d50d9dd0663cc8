import { afterEach, describe, expect, it, vi } from 'vitest';
import { newMessageId } from './message-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newMessageId', () => {
  it('makes a different random UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('makes the same format in a browser without crypto.randomUUID', () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
