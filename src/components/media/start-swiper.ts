import Swiper from 'swiper';

/**
 * Swiper's core on a carousel the page already drew (image-carousel.tsx), in a chunk of its own
 * that the carousel imports only once it is near the screen or pressed (use-swiper.ts).
 *
 * cssMode: the track is the browser's own scroll-snap scroller, so the prerendered carousel already
 * follows a finger (and the arrow keys once focused) before this code arrives, and Swiper has no
 * touch handling or transforms to set up. loop: the spec's endless loop; Swiper moves slides from
 * one end of the scroller to the other so that there is always one on either side. No module: the controls, their labels and the
 * slideshow's timer are the page's (they are in the prerendered HTML and know about focus and
 * reduced motion); Swiper moves the slides and says which one is first.
 *
 * The slides' widths and gaps are in the page's CSS (image-carousel.module.css): `slidesPerView:
 * 'auto'` measures them, so the layout is the same before and after Swiper starts.
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
  // Swiper starts believing the track is at its start, and in cssMode puts it back there (neither its
  // initialSlide nor a slideToLoop alone kept a scrolled track where it was): start from there, then
  // go back to the resting slide in the same frame, before anything is painted.
  if (scroller) scroller.scrollLeft = 0;
  const swiper = new Swiper(element, {
    wrapperClass: track,
    slideClass: slide,
    cssMode: true,
    loop: true,
    slidesPerView: 'auto',
    // A ResizeObserver's first report comes a frame after start and sends Swiper back to the slide it
    // started on, undoing a press made before it arrived. The slides change size only with the
    // window here, and Swiper follows the window's resize event instead.
    resizeObserver: false,
    on: { slideChange: onMove },
  });
  if (resting > 0) {
    // In cssMode Swiper learns where it is from the scroll event: a press made before Swiper arrived
    // moves on from the resting slide only once that has come.
    const seated = new Promise<void>((resolve) => swiper.once('realIndexChange', () => resolve()));
    swiper.slideToLoop(resting, 0, false);
    await seated;
  }
  // In cssMode Swiper re-seats the loop as a touch starts and before each of its own moves, not after
  // the browser's own scrolling (a trackpad or a mouse wheel, arrow keys before the app arrived): done
  // once that scrolling rests, the last photo too has a photo after it.
  const reseat = () => {
    if (!swiper.animating && !swiper.destroyed) swiper.loopFix();
  };
  scroller?.addEventListener('scrollend', reseat);
  swiper.on('destroy', () => scroller?.removeEventListener('scrollend', reseat));
  return swiper;
}
