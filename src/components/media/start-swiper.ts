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
export function startSwiper(
  element: HTMLElement,
  { track, slide, onMove }: { track: string; slide: string; onMove: (swiper: Swiper) => void },
): Swiper {
  const scroller = element.querySelector<HTMLElement>(`.${track}`);
  const slides = scroller ? [...scroller.children].filter((child) => child instanceof HTMLElement) : [];
  // Where the visitor had scrolled to before the code arrived (a swipe, an arrow key): stay there.
  const scrolled = scroller?.scrollLeft ?? 0;
  const start = slides[0]?.offsetLeft ?? 0;
  const distance = (index: number) => Math.abs((slides[index]?.offsetLeft ?? 0) - start - scrolled);
  const initialSlide = slides.reduce((best, _, index) => (distance(index) < distance(best) ? index : best), 0);
  const swiper = new Swiper(element, {
    wrapperClass: track,
    slideClass: slide,
    cssMode: true,
    loop: true,
    slidesPerView: 'auto',
    initialSlide,
    on: { slideChange: onMove },
  });
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
