import type { ReactNode } from 'react';
import type { CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';

interface Props {
  label: string;
  variant: CarouselVariant;
  children: ReactNode;
}

/**
 * The carousel's landmark. It stays the same element while the static first slides give way to
 * swiper (see LazyImageCarousel), so focus, screen-reader position and test locators survive the swap.
 */
export function CarouselRegion({ label, variant, children }: Props) {
  return (
    <section className={classes.root} data-variant={variant} aria-roledescription="carousel" aria-label={label}>
      {children}
    </section>
  );
}
