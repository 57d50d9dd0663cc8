import classes from './image-carousel.module.css';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './media-icons';
import { needsScript } from '../../lib/early-presses/no-script';

interface Props {
  playing: boolean;
  onToggle: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  index: number;
  slideCount: number;
  slidesId: string;
}

/** Pause/play (WCAG 2.2.2), previous/next and one indicator per slide; hidden without JavaScript. */
export function CarouselControls({
  playing,
  onToggle,
  onPrevious,
  onNext,
  onGoTo,
  index,
  slideCount,
  slidesId,
}: Props) {
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
        <button
          type="button"
          className={classes.arrow}
          onClick={onPrevious}
          aria-controls={slidesId}
          aria-label="Previous slide"
        >
          <PreviousIcon />
        </button>
        <div className={classes.pagination}>
          {Array.from({ length: slideCount }, (_, slide) => (
            <button
              key={slide}
              type="button"
              className={classes.bullet}
              onClick={() => onGoTo(slide)}
              aria-controls={slidesId}
              aria-label={`Go to slide ${String(slide + 1)}`}
              aria-current={slide === index || undefined}
            />
          ))}
        </div>
        <button
          type="button"
          className={classes.arrow}
          onClick={onNext}
          aria-controls={slidesId}
          aria-label="Next slide"
        >
          <NextIcon />
        </button>
      </div>
    </div>
  );
}
