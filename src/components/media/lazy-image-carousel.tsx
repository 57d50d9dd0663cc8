import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CarouselFigure } from './carousel-figure';
import type { ImageCarouselProps } from './image-carousel';
import classes from './image-carousel.module.css';

const ImageCarousel = lazy(() => import('./image-carousel').then((module) => ({ default: module.ImageCarousel })));

/** Start fetching swiper this far before the carousel scrolls into view. */
const LOAD_MARGIN = '800px 0px';

/** The first slides, laid out as swiper will show them, with room for the controls. */
function StaticCarousel({ label, slides, variant }: ImageCarouselProps) {
  return (
    <section className={classes.root} data-variant={variant} aria-label={label}>
      <ul className={`${classes.staticSlides} ${classes.slides}`}>
        {slides.slice(0, 3).map((slide) => (
          <li key={slide.src}>
            <CarouselFigure slide={slide} variant={variant} />
          </li>
        ))}
      </ul>
      <div className={classes.controls} aria-hidden="true" />
    </section>
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

  const placeholder = <StaticCarousel {...props} />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ImageCarousel {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
