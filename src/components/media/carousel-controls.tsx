import type { Ref } from 'react';
import classes from './image-carousel.module.css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './media-icons';

interface Props {
  playing: boolean;
  onToggle: () => void;
  prevRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  paginationRef: Ref<HTMLDivElement>;
  slidesId: string;
}

/**
 * Pause/play (WCAG 2.2.2: anything that moves on its own can be stopped), previous/next and the
 * slide indicators, which swiper fills with one button per slide.
 */
export function CarouselControls({ playing, onToggle, prevRef, nextRef, paginationRef, slidesId }: Props) {
  return (
    <div className={classes.controls}>
      <button
        type="button"
        className={classes.toggle}
        onClick={onToggle}
        aria-controls={slidesId}
        data-rotation-control
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {playing ? 'Pause slideshow' : 'Play slideshow'}
      </button>
      <div className={classes.nav}>
        <button type="button" ref={prevRef} className={classes.arrow} aria-label="Previous slide">
          <PreviousIcon />
        </button>
        <div ref={paginationRef} className={classes.pagination} />
        <button type="button" ref={nextRef} className={classes.arrow} aria-label="Next slide">
          <NextIcon />
        </button>
      </div>
    </div>
  );
}
