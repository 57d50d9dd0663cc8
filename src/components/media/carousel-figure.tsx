import type { CaptionedImage } from '../../content/types';
import { SLIDE_IMAGE_SIZES, type CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { ResponsiveImage } from './responsive-image';

/** One slide's picture and its visible caption; the same markup before and after swiper loads. */
export function CarouselFigure({
  slide,
  variant,
  priority = false,
  deferred = false,
}: {
  slide: CaptionedImage;
  variant: CarouselVariant;
  /** The first slide of a carousel near the top of its page is often its largest paint. */
  priority?: boolean;
  /** Out of view: its tone and caption only, until the carousel lets it load. */
  deferred?: boolean;
}) {
  return (
    <figure className={classes.figure}>
      <ResponsiveImage
        image={slide}
        sizes={SLIDE_IMAGE_SIZES[variant]}
        priority={priority}
        deferred={deferred}
        className={classes.image}
      />
      <figcaption className={classes.caption}>{slide.caption}</figcaption>
    </figure>
  );
}
