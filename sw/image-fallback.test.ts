import { describe, expect, it } from 'vitest';
import { parseImagePath, pickFallback } from './image-fallback';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

describe('parseImagePath', () => {
  it('reads the picture, the width and the format from a variant name', () => {
    expect(parseImagePath('/images/home/gallery-1-800w.avif')).toEqual({
      base: '/images/home/gallery-1',
      width: 800,
      format: 'avif',
    });
  });

  it('reads an original as having no width', () => {
    expect(parseImagePath('/images/home/hero.jpg')).toEqual({ base: '/images/home/hero', width: null, format: 'jpg' });
  });

  it('ignores files that are not pictures', () => {
    expect(parseImagePath('/images/readme.txt')).toBeNull();
  });
});

describe('pickFallback', () => {
  const stored = [
    '/images/home/gallery-1-800w.avif',
    '/images/home/gallery-1-480w.webp',
    '/images/home/gallery-2-800w.avif',
    '/images/stories/story1-800w.webp',
  ];

  it('answers a wider AVIF with the stored AVIF of the same picture', () => {
    expect(pickFallback('/images/home/gallery-1-1200w.avif', CHROME_ACCEPT, stored)).toBe(
      '/images/home/gallery-1-800w.avif',
    );
  });

  it('never answers with another picture', () => {
    expect(pickFallback('/images/home/gallery-3-1200w.avif', CHROME_ACCEPT, stored)).toBeUndefined();
  });

  it('gives a browser that asked for WebP the WebP copy, not an AVIF it may not show', () => {
    expect(pickFallback('/images/home/gallery-1-1200w.webp', OLD_SAFARI_ACCEPT, stored)).toBe(
      '/images/home/gallery-1-480w.webp',
    );
  });

  it('uses another format only when the request says the browser accepts it', () => {
    expect(pickFallback('/images/home/gallery-2-1200w.webp', CHROME_ACCEPT, stored)).toBe(
      '/images/home/gallery-2-800w.avif',
    );
    expect(pickFallback('/images/home/gallery-2-1200w.webp', OLD_SAFARI_ACCEPT, stored)).toBeUndefined();
  });

  it('prefers the nearest width, and takes the original JPEG as a last resort', () => {
    const many = ['/images/a/b-480w.avif', '/images/a/b-1200w.avif', '/images/a/b.jpg'];
    expect(pickFallback('/images/a/b-1920w.avif', CHROME_ACCEPT, many)).toBe('/images/a/b-1200w.avif');
    expect(pickFallback('/images/a/b-800w.webp', OLD_SAFARI_ACCEPT, many)).toBe('/images/a/b.jpg');
  });

  it('answers a request for the original with the widest copy', () => {
    expect(pickFallback('/images/a/b.jpg', CHROME_ACCEPT, ['/images/a/b-480w.avif', '/images/a/b-800w.avif'])).toBe(
      '/images/a/b-800w.avif',
    );
  });
});
