import type { ReactNode } from 'react';
import type { CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';

interface Props {
  label: string;
  variant: CarouselVariant;
  children: ReactNode;
}

/** The carousel's landmark: a region named for its photos, announced as a carousel. */
export function CarouselRegion({ label, variant, children }: Props) {
  return (
    <section className={classes.root} data-variant={variant} aria-roledescription="carousel" aria-label={label}>
      {children}
    </section>
  );
}
