import Swiper from 'swiper';

/**
 * Swiper's core, without modules, on a carousel the page already drew. cssMode: the track is the browser's
 * scroll-snap scroller, following a finger before this arrives; `slidesPerView: 'auto'` keeps the CSS widths.
 */
export async function startSwiper(
  element: HTMLElement,
  { track, slide, onMove }: { track: string; slide: string; onMove: (swiper: Swiper) => void },
): Promise<Swiper> {
  const scroller = element.querySelector<HTMLElement>(`.${track}`);
  const slides = scroller ? [...scroller.children].filter((child) => child instanceof HTMLElement) : [];
  // Where the visitor had scrolled to before the code arrived (a swipe, an arrow key): stay there.
  const scrolled = scroller?.scrollLeft ?? 0;
  const start = slides[0]?.offsetLeft ?? 0;
  const distance = (index: number) => Math.abs((slides[index]?.offsetLeft ?? 0) - start - scrolled);
  const resting = slides.reduce((best, _, index) => (distance(index) < distance(best) ? index : best), 0);
  // In cssMode Swiper puts the track back at its start (initialSlide or slideToLoop alone did not keep
  // it): start from there, then go back to the resting slide in the same frame, before any paint.
  if (scroller) scroller.scrollLeft = 0;
  const swiper = new Swiper(element, {
    wrapperClass: track,
    slideClass: slide,
    cssMode: true,
    loop: true,
    slidesPerView: 'auto',
    // Its first report, a frame after start, would undo a press made before Swiper arrived; the slides
    // change size only with the window, whose resize event Swiper follows.
    resizeObserver: false,
    on: { slideChange: onMove },
  });
  if (resting > 0) {
    // In cssMode Swiper learns where it is from the scroll event: wait for it before an early press moves on.
    const seated = new Promise<void>((resolve) => swiper.once('realIndexChange', () => resolve()));
    swiper.slideToLoop(resting, 0, false);
    await seated;
  }
  // cssMode re-seats the loop only on touch and its own moves, not after the browser's own scrolling
  // (trackpad, wheel, keys): done when that rests, the last photo too has one after it.
  const reseat = () => {
    if (!swiper.animating && !swiper.destroyed) swiper.loopFix();
  };
  scroller?.addEventListener('scrollend', reseat);
  swiper.on('destroy', () => scroller?.removeEventListener('scrollend', reseat));
  return swiper;
}
