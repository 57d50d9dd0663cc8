import { useEffect, type RefObject } from 'react';

/**
 * Room below the page for the notices floating over its bottom corner: the body gets a bottom
 * padding as tall as the notices take from the bottom of the window, so the footer's last links
 * can be scrolled out from under them. Nothing on the page moves (the padding is below everything,
 * outside #root's full-height column), so it is no layout shift; it goes with the last notice.
 * offsetTop ignores the notices' rise-in animation (a transform). Measured again when notices come
 * or change (a lazy one arrives without a render of the list) and when the window is resized.
 *
 * Measured in the next frame, where the browser lays the page out anyway: measured at once, in the
 * task that drew the notice, the read forced a layout of the whole page into that task ("Ready to
 * work offline" on /blog: 45 ms of an 80 ms task on the emulated low-end phone, a long task on
 * every first visit). A ResizeObserver would not see a notice come: the list keeps its size.
 */
export function useRoomBelowThePage(list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const top = element.firstElementChild instanceof HTMLElement ? element.firstElementChild.offsetTop : undefined;
      const room = top === undefined ? 0 : window.innerHeight - element.getBoundingClientRect().top - top;
      document.body.style.paddingBottom = room > 0 ? `${Math.ceil(room)}px` : '';
    };
    const updateInNextFrame = (): void => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const changes = new MutationObserver(updateInNextFrame);
    changes.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', updateInNextFrame);
    updateInNextFrame();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('resize', updateInNextFrame);
      document.body.style.paddingBottom = '';
    };
  }, [list]);
}
