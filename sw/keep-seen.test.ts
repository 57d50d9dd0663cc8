import { describe, expect, it } from 'vitest';
import { CACHE_NAMES } from '../src/shared/sw-contract';
import { seenCacheFor } from './keep-seen';

const ORIGIN = 'https://charity.example';
const cacheFor = (path: string): string | undefined => seenCacheFor(new URL(path, ORIGIN), ORIGIN);

describe('what the worker keeps of what a page downloaded before it arrived', () => {
  it("keeps pages and pictures, but not a post's server-made page or its photo address", () => {
    expect(cacheFor('/about')).toBe(CACHE_NAMES.pages);
    expect(cacheFor('/images/hero.jpg')).toBe(CACHE_NAMES.images);
    expect(cacheFor('/blog/a-post')).toBeUndefined();
    expect(cacheFor('/blog/photos/photo-1')).toBeUndefined();
    expect(cacheFor('/blog/feed.xml')).toBeUndefined();
  });
});
