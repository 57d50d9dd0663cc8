import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithRetry } from '../errors/lazy-with-retry';
import { CarouselFigure } from './carousel-figure';
import { CarouselRegion } from './carousel-region';
import type { ImageCarouselProps } from './image-carousel';
import classes from './image-carousel.module.css';

// Offline before swiper was saved, the static slides simply stay: they show the same photos.
const ImageCarouselBody = lazyWithRetry(() => import('./image-carousel').then((module) => module.ImageCarouselBody), {
  unavailable: (props) => <StaticSlides slides={props.slides} variant={props.variant} sizes={props.sizes} />,
});

/** Start fetching swiper this far before the carousel scrolls into view. */
const LOAD_MARGIN = '800px 0px';

/** The first slides, laid out as swiper will show them, with room for the controls. */
function StaticSlides({ slides, variant, sizes }: Pick<ImageCarouselProps, 'slides' | 'variant' | 'sizes'>) {
  return (
    <>
      <ul className={`${classes.staticSlides} ${classes.slides}`}>
        {slides.slice(0, 3).map((slide) => (
          <li key={slide.src}>
            <CarouselFigure slide={slide} variant={variant} sizes={sizes} whenNear />
          </li>
        ))}
      </ul>
      <div className={classes.controls} aria-hidden="true" />
    </>
  );
}

/**
 * The carousel for below the fold: swiper (about 20 KB gzip) is fetched only when the carousel
 * comes near the viewport, so it stays out of the page's first download. Until then the first
 * slides are shown in place, at the same size, so nothing shifts when swiper takes over.
 */
export function LazyImageCarousel(props: ImageCarouselProps) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element === null || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <StaticSlides slides={props.slides} variant={props.variant} sizes={props.sizes} />;
  return (
    <div ref={ref}>
      <CarouselRegion label={props.label} variant={props.variant}>
        {near ? (
          <Suspense fallback={placeholder}>
            <ImageCarouselBody {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </CarouselRegion>
    </div>
  );
}
