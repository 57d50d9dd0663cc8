import { startTransition, useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { CaptionedImage } from '../../content/types';
import { needsScript } from '../../lib/early-presses/no-script';
import { useNearViewport, WITHIN_HALF_A_SCREEN } from '../use-near-viewport';
import { CarouselFigure } from './carousel-figure';
import type { CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './media-icons';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSlidePictures } from './use-slide-pictures';
import { useSwiper } from './use-swiper';

interface ImageCarouselProps {
  label: string;
  slides: CaptionedImage[];
  /** gallery: 3 / 2 / 1 slides by width; program: one slide, at most 600 px wide. */
  variant: CarouselVariant;
  /** The pictures' `sizes` where the page draws the carousel narrower than its variant's usual width. */
  sizes?: string;
  /** At the top of its page (a program's page): the first picture loads at once, at high priority. */
  atTop?: boolean;
}

/** Whether any part of the element is on screen: only then does the carousel rotate. */
function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (element === null) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry !== undefined) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * A looping photo carousel with captions; arrow keys move it only while focus is inside. It loads only the
 * pictures in view or next (use-slide-pictures.ts), and Swiper (use-swiper.ts) once within half a screen, or
 * for the carousel at the top of its page, at its first move: on the calibrated phone Swiper's start blocks
 * the page for about 150 ms, which the page's own start should not wait behind.
 */
export function ImageCarousel({ label, slides, variant, sizes, atTop = false }: ImageCarouselProps) {
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const { shown, reveal } = useSlidePictures(slides.length, variant);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // The first picture waits too until the carousel is within half a screen: the browser would fetch
  // it at its own lazy-loading distance (1250 px or more).
  const near = useNearViewport(element, { margin: WITHIN_HALF_A_SCREEN, enabled: !atTop });
  const { started, start, index, moves, next, previous, goTo } = useSwiper(element, near, reducedMotion);
  const inView = useInView(element);
  // Moved before the app arrived (a swipe, an arrow key): Swiper now, so the indicators follow.
  useEffect(() => {
    if (element?.querySelector(`.${classes.track ?? ''}`)?.scrollLeft) start();
  }, [element, start]);
  const autoplay = useCarouselAutoplay({
    reducedMotion,
    inView,
    pausesOnHover: variant === 'program',
    advance: next,
    moves,
  });
  // While it rotates on screen, the next slide's picture loads before the slide moves in.
  const rotating = autoplay.state === 'running';
  useEffect(() => reveal(index, { after: rotating ? 1 : 0 }), [reveal, index, rotating]);

  // The visitor is using the carousel: the slides on either side may come next, and Swiper with them.
  // As a transition: the neighbours' pictures can wait for the press's own frame to be painted.
  const revealNeighbours = () => {
    startTransition(() => reveal(index, { before: 1, after: 1 }));
    start();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    revealNeighbours();
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    revealNeighbours();
    // Pausing for the pause button itself would make "Play" look broken to mouse users.
    if (event.target.matches(':focus-visible') && !event.target.matches('[data-rotation-control]')) {
      autoplay.setFocusPaused(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      autoplay.setFocusPaused(false);
    }
  };

  return (
    <section className={classes.root} data-variant={variant} aria-roledescription="carousel" aria-label={label}>
      {/* Keys and focus are handled on this wrapper; `display: contents` leaves the layout to the region. */}
      <div
        className={classes.body}
        data-autoplay={started ? autoplay.state : undefined}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onPointerDown={revealNeighbours}
      >
        {/* Pause/play (WCAG 2.2.2), previous/next and one indicator per slide; hidden without JavaScript. */}
        <div className={classes.controls} {...needsScript}>
          <button
            type="button"
            className={classes.toggle}
            onClick={autoplay.toggle}
            aria-controls={slidesId}
            data-rotation-control
          >
            {autoplay.playing ? <PauseIcon /> : <PlayIcon />}
            {/* Both labels take room so the button keeps its width when the slideshow starts after
                hydration; the hidden one is left out of the button's accessible name. */}
            <span className={classes.toggleLabels}>
              <span data-shown={autoplay.playing || undefined}>Pause slideshow</span>
              <span data-shown={!autoplay.playing || undefined}>Play slideshow</span>
            </span>
          </button>
          <div className={classes.nav}>
            <button
              type="button"
              className={classes.arrow}
              onClick={previous}
              aria-controls={slidesId}
              aria-label="Previous slide"
            >
              <PreviousIcon />
            </button>
            <div className={classes.pagination}>
              {slides.map((slide, slideIndex) => (
                <button
                  key={slide.src}
                  type="button"
                  className={classes.bullet}
                  onClick={() => goTo(slideIndex)}
                  aria-controls={slidesId}
                  aria-label={`Go to slide ${String(slideIndex + 1)}`}
                  aria-current={slideIndex === index || undefined}
                />
              ))}
            </div>
            <button
              type="button"
              className={classes.arrow}
              onClick={next}
              aria-controls={slidesId}
              aria-label="Next slide"
            >
              <NextIcon />
            </button>
          </div>
        </div>
        {/* Swiper's container (start-swiper.ts); the track inside is the scroller. */}
        <div ref={setElement} className={classes.viewport}>
          <div
            id={slidesId}
            className={classes.track}
            data-carousel-track
            // A scrolled region is reached from the keyboard too (the arrow keys move it, see onKeyDown).
            tabIndex={0}
            role="group"
            aria-label="Slides"
            // Announced when the visitor moves it, not every 3 s while it rotates by itself.
            aria-live={rotating ? 'off' : 'polite'}
            // A trackpad's swipe moves it with no press: Swiper for what follows.
            onScroll={start}
            onPointerEnter={() => autoplay.hover(true)}
            onPointerLeave={() => autoplay.hover(false)}
          >
            {slides.map((slide, slideIndex) => (
              <div
                key={slide.src}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${String(slideIndex + 1)} of ${String(slides.length)}`}
              >
                <CarouselFigure
                  slide={slide}
                  variant={variant}
                  priority={atTop && slideIndex === 0}
                  deferred={!shown.has(slideIndex) || (!near && !atTop)}
                  sizes={sizes}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
