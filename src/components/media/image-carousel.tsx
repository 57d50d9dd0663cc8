import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CaptionedImage } from '../../content/types';
import { CarouselControls } from './carousel-controls';
import { CarouselFigure } from './carousel-figure';
import { CarouselRegion } from './carousel-region';
import { GALLERY_BREAKPOINTS, SLIDE_GAP_PX, type CarouselVariant } from './carousel-layout';
import classes from './image-carousel.module.css';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useNearViewport } from './use-near-viewport';
import { useSlidePictures } from './use-slide-pictures';

export interface ImageCarouselProps {
  /** Names the carousel for screen readers, e.g. "Chaplaincy photos". */
  label: string;
  slides: CaptionedImage[];
  /** gallery: 3 / 2 / 1 slides by width; program: one slide, at most 600 px wide. */
  variant: CarouselVariant;
  /** The pictures' `sizes` where the page draws the carousel narrower than its variant's usual width. */
  sizes?: string;
}

const AUTOPLAY_DELAY_MS = 3000;
const SPEED_MS = 500;

/** A looping photo carousel with captions; below the fold, prefer LazyImageCarousel. */
export function ImageCarousel(props: ImageCarouselProps) {
  return (
    <CarouselRegion label={props.label} variant={props.variant}>
      <ImageCarouselBody {...props} firstSlideFirst />
    </CarouselRegion>
  );
}

/** Whether any part of the carousel is on screen: it rotates (and downloads the next picture) only then. */
function useInView(swiper: SwiperInstance | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (swiper === null) return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry !== undefined) setInView(entry.isIntersecting);
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiper]);
  return inView;
}

/**
 * The working part of a carousel (swiper), inside its region. It rotates every 3 s unless the
 * visitor prefers reduced motion, pauses while keyboard focus is inside it, and has a visible
 * pause/play button. Arrow keys move it only while focus is inside, unlike swiper's Keyboard
 * module, which listens to the whole page (two carousels in view would both move, and Page Up/Down
 * would stop scrolling). Only the pictures of slides in view, or about to be, are downloaded
 * (use-slide-pictures.ts), and it rotates only while on screen.
 */
export function ImageCarouselBody({
  slides,
  variant,
  sizes,
  firstSlideFirst = false,
}: ImageCarouselProps & {
  /** At the top of its page (a program's page): the first picture loads at once, prerendered. */
  firstSlideFirst?: boolean;
}) {
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const inView = useInView(swiper);
  // The first slide waits too until the carousel is within half a screen: swiper may have loaded
  // well before (LazyImageCarousel fetches it 800 px ahead), and the browser would fetch the
  // picture at its own lazy-loading distance (1250 px or more).
  const near = useNearViewport(swiper?.el ?? null, true);
  const autoplay = useCarouselAutoplay(swiper, reducedMotion, inView);
  const pictures = useSlidePictures(slides.length, variant);
  const { reveal } = pictures;
  // While it rotates on screen, the next slide's picture loads before the slide moves in. (Swiper
  // starts rotating on init, off screen too, until the autoplay hook stops it: not counted.)
  const rotating = autoplay.state === 'running' && inView;
  useEffect(() => {
    if (swiper !== null && rotating) reveal(swiper, { after: 1 });
  }, [swiper, rotating, reveal]);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);

  // The visitor is using the carousel: the slides on either side may come next.
  const revealNeighbours = () => {
    if (swiper !== null) pictures.reveal(swiper, { before: 1, after: 1 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    revealNeighbours();
    if (swiper === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    revealNeighbours();
    // Pausing for the pause button itself would make "Play" look broken to mouse users.
    if (event.target.matches(':focus-visible') && !event.target.matches('[data-rotation-control]')) {
      autoplay.pauseForFocus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      autoplay.resumeAfterFocus();
    }
  };

  return (
    // Keys and focus are handled on this wrapper; `display: contents` leaves the layout to the region.
    <div
      className={classes.body}
      data-autoplay={autoplay.state}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerDown={revealNeighbours}
    >
      <CarouselControls
        playing={autoplay.playing}
        onToggle={autoplay.toggle}
        prevRef={prevRef}
        nextRef={nextRef}
        paginationRef={paginationRef}
        slidesId={slidesId}
        slideCount={slides.length}
      />
      <Swiper
        id={slidesId}
        className={classes.slides}
        modules={[A11y, Autoplay, Navigation, Pagination]}
        loop
        speed={reducedMotion ? 0 : SPEED_MS}
        spaceBetween={SLIDE_GAP_PX}
        slidesPerView={1}
        breakpoints={variant === 'gallery' ? GALLERY_BREAKPOINTS : undefined}
        autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: variant === 'program' }}
        // Our own buttons are attached in onBeforeInit; null (not undefined) stops swiper/react adding its own.
        navigation={{ prevEl: null, nextEl: null }}
        pagination={{ el: null, clickable: true }}
        a11y={{
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          itemRoleDescriptionMessage: 'slide',
          paginationBulletMessage: 'Go to slide {{index}}',
        }}
        onBeforeInit={(instance) => {
          // The controls render before the slides, so their elements exist by now. originalParams
          // too: below the first breakpoint swiper re-applies them and would drop the elements.
          for (const params of [instance.params, instance.originalParams]) {
            const { navigation, pagination } = params;
            if (typeof navigation === 'object') {
              navigation.prevEl = prevRef.current;
              navigation.nextEl = nextRef.current;
            }
            if (typeof pagination === 'object') pagination.el = paginationRef.current;
          }
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          pictures.reveal(instance);
        }}
        onSlideChange={(instance) => pictures.reveal(instance, { after: instance.autoplay.running ? 1 : 0 })}
        onBreakpoint={(instance) => pictures.reveal(instance)}
        onAutoplayStart={autoplay.onStart}
        onAutoplayStop={autoplay.onStop}
        onAutoplayPause={autoplay.onPause}
        onAutoplayResume={autoplay.onResume}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.src}>
            <CarouselFigure
              slide={slide}
              variant={variant}
              priority={firstSlideFirst && index === 0}
              deferred={!pictures.shown.has(index) || (!near && !(firstSlideFirst && index === 0))}
              sizes={sizes}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
