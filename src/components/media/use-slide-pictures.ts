import { useCallback, useState } from 'react';
import { GALLERY_SLIDES_PER_VIEW, type CarouselVariant } from './carousel-layout';

/** Slides shown side by side at the current width (as in the CSS); one on the server, which has no width. */
function slidesPerViewNow(variant: CarouselVariant): number {
  if (variant !== 'gallery' || typeof window === 'undefined') return 1;
  let perView = 1;
  for (const [minWidth, slides] of Object.entries(GALLERY_SLIDES_PER_VIEW)) {
    if (window.matchMedia(`(min-width: ${minWidth}px)`).matches) perView = Math.max(perView, slides);
  }
  return perView;
}

/** `count` slide indexes from `from`, wrapping around as the looping carousel does. */
function around(from: number, count: number, total: number): number[] {
  return Array.from({ length: Math.min(count, total) }, (_, step) => (((from + step) % total) + total) % total);
}

/**
 * Which slides' pictures load: all sit within lazy-loading distance, so `loading="lazy"` would fetch them
 * all (about 20 on /impact). Here those in view load, and the next while it rotates or is in use.
 */
export function useSlidePictures(slideCount: number, variant: CarouselVariant) {
  // The slides whose picture may load; the others show their tone until they come near.
  const [shown, setShown] = useState<ReadonlySet<number>>(
    () => new Set(around(0, slidesPerViewNow(variant), slideCount)),
  );

  // Lets the slides in view from `index` load, and `before`/`after` more on either side.
  const reveal = useCallback(
    (index: number, { before = 0, after = 0 }: { before?: number; after?: number } = {}) => {
      const indexes = around(index - before, before + slidesPerViewNow(variant) + after, slideCount);
      setShown((current) =>
        indexes.every((slide) => current.has(slide)) ? current : new Set([...current, ...indexes]),
      );
    },
    [slideCount, variant],
  );

  return { shown, reveal };
}
