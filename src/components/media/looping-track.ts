/** The spec's carousel speed: one move takes 500 ms (none with reduced motion). */
export const MOVE_MS = 500;

/** How long after the last scroll event a swipe counts as finished where `scrollend` is missing. */
const SCROLL_SETTLE_MS = 120;

const easeInOut = (progress: number): number => 0.5 - Math.cos(Math.PI * progress) / 2;

/** The track's slides in order: the copies before, the real ones, the copies after. */
function slidesOf(track: HTMLElement): HTMLElement[] {
  return [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
}

/** Where the track must scroll to show the slide at `position` (counted over copies and real slides) first. */
function offsetOf(track: HTMLElement, position: number): number {
  const slides = slidesOf(track);
  const first = slides[0];
  const target = slides[position];
  return first && target ? target.offsetLeft - first.offsetLeft : 0;
}

/** The position whose slide starts nearest the track's current scroll. */
function nearestPosition(track: HTMLElement): number {
  const slides = slidesOf(track);
  const origin = slides[0]?.offsetLeft ?? 0;
  const distance = (slide: HTMLElement | undefined): number =>
    Math.abs((slide?.offsetLeft ?? 0) - origin - track.scrollLeft);
  let best = 0;
  slides.forEach((slide, position) => {
    if (distance(slide) < distance(slides[best])) best = position;
  });
  return best;
}

/**
 * An endless carousel on the browser's own scrolling: the slides sit in a horizontal scroll-snap
 * track, so a swipe is the browser's (smooth on a slow phone, no script on the way) and the layout is
 * CSS's. Endless because the track has copies of the last and first slides at either end
 * (`copiesPerSide` each, enough to fill a view): a move onto a copy is followed, invisibly, by a jump
 * to the real slide.
 *
 * Written here rather than with swiper: on the emulated low-end phone swiper's start-up alone was one
 * task of about 400 ms (merging its options and measuring the page), and its code 32 KB compressed on
 * every page with a carousel; this is about 1 KB. Browsers cannot be told how long a smooth scroll
 * takes and the spec wants 500 ms, hence the animation below (with snapping off while it runs, or
 * each of its steps would snap).
 */
export class LoopingTrack {
  private element: HTMLElement | null = null;
  private animation: number | undefined;
  private reducedMotion = false;
  private looping = false;
  /** A press that came before the copies were in place (pressed before the app arrived, then replayed). */
  private pending: ((position: number) => number) | undefined;
  /**
   * The real slide the visitor scrolled to before the copies were in place (the track is a scroll
   * container from the first paint: a swipe or an arrow key moves it before the app arrives).
   */
  private restingSlide = 0;

  constructor(
    private readonly slideCount: number,
    /** Copies at each end of the track, the first `copiesPerSide` children and the last. */
    private readonly copiesPerSide: number,
    /** After every move, whoever made it: the real slide now at the start of the view. */
    private readonly onSettled: (index: number) => void,
  ) {}

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }

  /** Follows the visitor's own scrolling of `element`; returns what stops that. */
  readonly attach = (element: HTMLElement): (() => void) => {
    this.element = element;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const noteResting = (): void => {
      // Only while the track holds the real slides alone: a position then is a slide's index.
      if (!this.looping && slidesOf(element).length === this.slideCount) this.restingSlide = nearestPosition(element);
    };
    noteResting();
    // Once the browser has snapped after a swipe, a trackpad or the scroll keys, the index follows.
    const finished = (): void => {
      noteResting();
      if (this.looping && this.animation === undefined) this.settle(nearestPosition(element));
    };
    const onScroll = (): void => {
      clearTimeout(timer);
      timer = setTimeout(finished, SCROLL_SETTLE_MS);
    };
    const type = 'onscrollend' in element ? 'scrollend' : 'scroll';
    const listener = type === 'scrollend' ? finished : onScroll;
    element.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(timer);
      element.removeEventListener(type, listener);
      if (this.animation !== undefined) cancelAnimationFrame(this.animation);
      this.animation = undefined;
      this.element = null;
      this.looping = false;
    };
  };

  /**
   * The copies are in the track (rendered ahead of the first slide): the view moves past them, unseen,
   * to the slide the visitor had scrolled to, if any.
   */
  startLooping(): void {
    const track = this.element;
    if (!track) return;
    const resting = this.restingSlide;
    track.scrollTo({ left: offsetOf(track, this.copiesPerSide + resting), behavior: 'instant' });
    this.looping = true;
    if (resting !== 0) this.onSettled(resting);
    const pending = this.pending;
    this.pending = undefined;
    if (pending) this.move(pending);
  }

  readonly next = (): void => this.move((position) => position + 1);

  readonly previous = (): void => this.move((position) => position - 1);

  readonly goTo = (slide: number): void => this.move(() => this.copiesPerSide + slide);

  private move(target: (position: number) => number): void {
    const track = this.element;
    if (!this.looping || !track) {
      this.pending = target;
      return;
    }
    if (this.animation !== undefined) return;
    const position = target(nearestPosition(track));
    const from = track.scrollLeft;
    const to = offsetOf(track, position);
    if (this.reducedMotion) {
      track.scrollTo({ left: to, behavior: 'instant' });
      this.settle(position);
      return;
    }
    // Also tells tests that a move is under way (tests/e2e/support/carousel.ts).
    track.dataset['moving'] = 'true';
    const start = performance.now();
    const step = (now: number): void => {
      const progress = Math.min(1, (now - start) / MOVE_MS);
      track.scrollLeft = from + (to - from) * easeInOut(progress);
      if (progress < 1) {
        this.animation = requestAnimationFrame(step);
        return;
      }
      this.animation = undefined;
      delete track.dataset['moving'];
      this.settle(position);
    };
    this.animation = requestAnimationFrame(step);
  }

  /** After a move or a swipe: from a copy to the real slide it copies, and the index follows. */
  private settle(position: number): void {
    const track = this.element;
    if (!track) return;
    const count = this.slideCount;
    const copies = this.copiesPerSide;
    const real = (((position - copies) % count) + count) % count;
    if (real + copies !== position) {
      track.scrollTo({ left: offsetOf(track, real + copies), behavior: 'instant' });
    }
    this.onSettled(real);
  }
}
