import type { CaptionedImage } from '../../content/types';
import { SLIDE_IMAGE_SIZES, type CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { ResponsiveImage } from './responsive-image';

/** One slide's picture and its visible caption; the same markup before and after swiper loads. */
export function CarouselFigure({ slide, variant }: { slide: CaptionedImage; variant: CarouselVariant }) {
  return (
    <figure className={classes.figure}>
      <ResponsiveImage image={slide} sizes={SLIDE_IMAGE_SIZES[variant]} className={classes.image} />
      <figcaption className={classes.caption}>{slide.caption}</figcaption>
    </figure>
  );
}
