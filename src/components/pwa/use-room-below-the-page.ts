import { useLayoutEffect, type RefObject } from 'react';

/**
 * Room below the page for the notices floating over its bottom corner: the body gets a bottom
 * padding as tall as the notices take from the bottom of the window, so the footer's last links
 * can be scrolled out from under them. Nothing on the page moves (the padding is below everything,
 * outside #root's full-height column), so it is no layout shift; it goes with the last notice.
 * offsetTop ignores the notices' rise-in animation (a transform). Measured again when notices come
 * or change (a lazy one arrives without a render of the list) and when the window is resized.
 */
export function useRoomBelowThePage(list: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = (): void => {
      const top = element.firstElementChild instanceof HTMLElement ? element.firstElementChild.offsetTop : undefined;
      const room = top === undefined ? 0 : window.innerHeight - element.getBoundingClientRect().top - top;
      document.body.style.paddingBottom = room > 0 ? `${Math.ceil(room)}px` : '';
    };
    const changes = new MutationObserver(update);
    changes.observe(element, { childList: true, subtree: true });
    window.addEventListener('resize', update);
    update();
    return () => {
      changes.disconnect();
      window.removeEventListener('resize', update);
      document.body.style.paddingBottom = '';
    };
  }, [list]);
}
