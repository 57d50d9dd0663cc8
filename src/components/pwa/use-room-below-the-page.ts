import { useLayoutEffect, type RefObject } from 'react';

/**
 * Room below the page for the notices floating over its bottom corner: the body gets a bottom
 * padding as tall as the notices take from the bottom of the window, so the footer's last links
 * can be scrolled out from under them. Nothing on the page moves (the padding is below
 * everything), so it is no layout shift; it goes when the notices go. Measured with offsetTop, which
 * ignores the notices' rise-in animation (a transform).
 */
export function useRoomBelowThePage(list: RefObject<HTMLElement | null>): void {
  // Again after every render: the notices shown may have changed.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = (): void => {
      const top = element.firstElementChild instanceof HTMLElement ? element.firstElementChild.offsetTop : null;
      const room = top === null ? 0 : window.innerHeight - (element.getBoundingClientRect().top + top);
      document.body.style.paddingBottom = room > 0 ? `${Math.ceil(room)}px` : '';
    };
    const resized = new ResizeObserver(update);
    const watchItems = (): void => {
      resized.disconnect();
      for (const item of element.children) resized.observe(item);
      update();
    };
    // A notice whose code arrives later (lazy) is added without a render of the list.
    const added = new MutationObserver(watchItems);
    added.observe(element, { childList: true });
    window.addEventListener('resize', update);
    watchItems();
    return () => {
      added.disconnect();
      resized.disconnect();
      window.removeEventListener('resize', update);
      document.body.style.paddingBottom = '';
    };
  });
}
