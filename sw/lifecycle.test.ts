import { describe, expect, it, vi } from 'vitest';
import { CACHE_NAMES } from '../src/shared/sw-contract';
import { deleteOutdatedCaches } from './lifecycle';

function fakeStorage(names: string[]): CacheStorage & { names: string[] } {
  const storage = {
    names: [...names],
    keys: () => Promise.resolve([...storage.names]),
    delete: vi.fn((name: string) => {
      storage.names = storage.names.filter((existing) => existing !== name);
      return Promise.resolve(true);
    }),
  };
  return storage as unknown as CacheStorage & { names: string[] };
}

describe('deleteOutdatedCaches', () => {
  it('deletes our caches of earlier versions and keeps the current ones and everyone else’s', async () => {
    const storage = fakeStorage([
      CACHE_NAMES.images,
      CACHE_NAMES.saved,
      'hhm-videos-v0',
      'hhm-pictures-v3',
      'workbox-precache-v2-https://charity.example/',
      'some-other-library',
    ]);
    expect(await deleteOutdatedCaches(storage)).toEqual(['hhm-videos-v0', 'hhm-pictures-v3']);
    expect(storage.names).toEqual([
      CACHE_NAMES.images,
      CACHE_NAMES.saved,
      'workbox-precache-v2-https://charity.example/',
      'some-other-library',
    ]);
  });
});
