import { useEffect, type RefObject } from 'react';

/**
 * A body bottom padding as tall as the floating notices, so the footer's last links can be scrolled out from
 * under them (no layout shift); offsetTop ignores the rise-in transform. Measured in the next frame: at once it
 * forced a whole-page layout into the notice's task. A ResizeObserver would miss a notice: the list keeps its size.
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
