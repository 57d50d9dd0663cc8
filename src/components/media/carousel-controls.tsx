import type { CSSProperties, Ref } from 'react';
import classes from './image-carousel.module.css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './media-icons';
import { needsScript } from '../../lib/early-presses/no-script';

interface Props {
  playing: boolean;
  onToggle: () => void;
  prevRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  paginationRef: Ref<HTMLDivElement>;
  slidesId: string;
  /** Swiper draws at most one indicator per slide; their room is kept from the first paint. */
  slideCount: number;
}

/**
 * Pause/play (WCAG 2.2.2: anything that moves on its own can be stopped), previous/next and the
 * slide indicators, which swiper fills with one button per slide.
 */
export function CarouselControls({ playing, onToggle, prevRef, nextRef, paginationRef, slidesId, slideCount }: Props) {
  return (
    <div className={classes.controls} {...needsScript}>
      <button
        type="button"
        className={classes.toggle}
        onClick={onToggle}
        aria-controls={slidesId}
        data-rotation-control
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {/* Both labels take room so the button keeps its width when the slideshow starts after
            hydration; the hidden one is left out of the button's accessible name. */}
        <span className={classes.toggleLabels}>
          <span data-shown={playing || undefined}>Pause slideshow</span>
          <span data-shown={!playing || undefined}>Play slideshow</span>
        </span>
      </button>
      <div className={classes.nav}>
        <button type="button" ref={prevRef} className={classes.arrow} aria-label="Previous slide">
          <PreviousIcon />
        </button>
        {/* The prerendered page has no indicators yet: without this room the controls would jump when they appear. */}
        <div
          ref={paginationRef}
          className={classes.pagination}
          style={{ '--carousel-slide-count': slideCount } as CSSProperties}
        />
        <button type="button" ref={nextRef} className={classes.arrow} aria-label="Next slide">
          <NextIcon />
        </button>
      </div>
    </div>
  );
}
