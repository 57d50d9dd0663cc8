import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantWidths, singleVariantSrc } from './image-variants';

describe('responsive image names', () => {
  it('offers every standard width below the original, and the original width itself', () => {
    expect(imageVariantWidths(1920)).toEqual([480, 640, 800, 1200, 1920]);
    expect(imageVariantWidths(1200)).toEqual([480, 640, 800, 1200]);
    expect(imageVariantWidths(1280)).toEqual([480, 640, 800, 1200, 1280]);
    expect(imageVariantWidths(300)).toEqual([300]);
  });

  it('lists a srcset of one format with width descriptors', () => {
    expect(imageSrcSet('/images/team/a.jpg', 800, 'avif')).toBe(
      '/images/team/a-480w.avif 480w, /images/team/a-640w.avif 640w, /images/team/a-800w.avif 800w',
    );
  });

  it('picks the widest WebP copy that fits, for places that take one URL', () => {
    expect(singleVariantSrc('/images/stories/story1.jpg', 1280, 800)).toBe('/images/stories/story1-800w.webp');
    expect(singleVariantSrc('/images/x.jpg', 1280, 100)).toBe('/images/x-480w.webp');
  });
});
