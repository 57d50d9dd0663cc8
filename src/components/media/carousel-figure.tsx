import { memo } from 'react';
import type { CaptionedImage } from '../../content/types';
import { SLIDE_IMAGE_SIZES, type CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { ResponsiveImage } from './responsive-image';

/**
 * One slide's picture and its visible caption. Memoised: its carousel renders again when it
 * attaches to its track, at every move and at every turn of the slideshow, and the slides whose
 * props did not change (all but one or two) need not render with it on a slow phone.
 */
export const CarouselFigure = memo(function CarouselFigure({
  slide,
  variant,
  priority = false,
  deferred = false,
  whenNear = false,
  sizes = SLIDE_IMAGE_SIZES[variant],
}: {
  slide: CaptionedImage;
  variant: CarouselVariant;
  /** The first slide of a carousel near the top of its page is often its largest paint. */
  priority?: boolean;
  /** Out of view: its tone and caption only, until the carousel lets it load. */
  deferred?: boolean;
  /** Loads only within half a screen (ResponsiveImage); not for slides inside a carousel's scrolled track. */
  whenNear?: boolean;
  /** How wide the slide is drawn, when the page makes it narrower than its variant's usual width. */
  sizes?: string | undefined;
}) {
  return (
    <figure className={classes.figure}>
      <ResponsiveImage
        image={slide}
        sizes={sizes}
        priority={priority}
        deferred={deferred}
        whenNear={whenNear}
        // Only the slides the carousel lets load have a picture (use-slide-pictures.ts): the
        // browser's lazy loading would hold back the next slide's until it is already on screen.
        eager={!whenNear}
        className={classes.image}
      />
      <figcaption className={classes.caption}>{slide.caption}</figcaption>
    </figure>
  );
});
