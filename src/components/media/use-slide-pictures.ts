import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { GALLERY_BREAKPOINTS, type CarouselVariant } from './carousel-layout';

/**
 * How many slides the carousel shows side by side at the current width. One on the server: only
 * galleries show more, and they are mounted in the browser (LazyImageCarousel), never prerendered.
 */
export function slidesPerViewNow(variant: CarouselVariant): number {
  if (variant !== 'gallery' || typeof window === 'undefined') return 1;
  let perView = 1;
  for (const [minWidth, { slidesPerView }] of Object.entries(GALLERY_BREAKPOINTS)) {
    if (window.matchMedia(`(min-width: ${minWidth}px)`).matches) perView = Math.max(perView, slidesPerView);
  }
  return perView;
}

/** `count` slide indexes from `from`, wrapping around as the looping carousel does. */
function around(from: number, count: number, total: number): number[] {
  return Array.from({ length: Math.min(count, total) }, (_, step) => (((from + step) % total) + total) % total);
}

export interface SlidePictures {
  /** The slides whose picture may load; the others show their tone until they come near. */
  shown: ReadonlySet<number>;
  /** Lets the slides in view load, and `before`/`after` more on either side (about to come into view). */
  reveal: (swiper: SwiperInstance, ahead?: { before?: number; after?: number }) => void;
}

/**
 * Which slides' pictures a carousel downloads. Slides sit side by side in one horizontal track, all
 * within the browser's lazy-loading distance, so `loading="lazy"` would fetch every picture of every
 * carousel near the viewport (about 20 on /impact). Here a picture loads when its slide is in view,
 * or is the next one while the slideshow rotates or the visitor uses the controls.
 */
export function useSlidePictures(slideCount: number, variant: CarouselVariant): SlidePictures {
  const [shown, setShown] = useState<ReadonlySet<number>>(
    () => new Set(around(0, slidesPerViewNow(variant), slideCount)),
  );

  const reveal = useCallback(
    (swiper: SwiperInstance, ahead: { before?: number; after?: number } = {}) => {
      if (swiper.destroyed) return;
      const before = ahead.before ?? 0;
      const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
      const indexes = around(swiper.realIndex - before, before + perView + (ahead.after ?? 0), slideCount);
      setShown((current) =>
        indexes.every((index) => current.has(index)) ? current : new Set([...current, ...indexes]),
      );
    },
    [slideCount],
  );

  return { shown, reveal };
}
