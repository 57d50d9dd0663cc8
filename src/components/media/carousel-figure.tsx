import { memo } from 'react';
import type { CaptionedImage } from '../../content/types';
import { SLIDE_IMAGE_SIZES, type CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { ResponsiveImage } from './responsive-image';

/** Memoised: the carousel renders again at every move, and unchanged slides need not render with it. */
export const CarouselFigure = memo(function CarouselFigure({
  slide,
  variant,
  priority = false,
  deferred = false,
  sizes = SLIDE_IMAGE_SIZES[variant],
}: {
  slide: CaptionedImage;
  variant: CarouselVariant;
  priority?: boolean;
  /** Out of view: its tone and caption only, until the carousel lets it load. */
  deferred?: boolean;
  sizes?: string | undefined;
}) {
  return (
    <figure className={classes.figure}>
      <ResponsiveImage
        image={slide}
        sizes={sizes}
        priority={priority}
        deferred={deferred}
        // The carousel decides which slides load; lazy loading would hold the next one back until on screen.
        eager
        className={classes.image}
      />
      <figcaption className={classes.caption}>{slide.caption}</figcaption>
    </figure>
  );
});
