import { atMost2x } from './at-most-2x';

/** Sizes shared with image-carousel.module.css, so the pictures the carousel loads are those in view. */
export type CarouselVariant = 'gallery' | 'program';

/** Gallery: 1 slide below 600 px, 2 from 600 px, 3 from 1024 px (the CSS has the same). */
export const GALLERY_SLIDES_PER_VIEW = { 600: 2, 1024: 3 } as const;

export const SLIDE_IMAGE_SIZES: Record<CarouselVariant, string> = {
  gallery: `(min-width: 1024px) 370px, (min-width: 600px) 50vw, ${atMost2x('100vw')}`,
  program: `(min-width: 632px) 600px, ${atMost2x('calc(100vw - 32px)')}`,
};
