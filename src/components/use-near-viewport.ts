import { useEffect, useState } from 'react';

/**
 * A screen's height above and below the viewport. For code or data that can wait until the visitor
 * scrolls towards it: most first visits never scroll that far, and those who do find it arriving as
 * they get there.
 */
export const WITHIN_A_SCREEN = '100% 0px';

/**
 * Half a screen, for pictures. The browser's own lazy loading starts 1250 px or more away (2500 px
 * on a slow connection), which on a phone fetches three screens of pictures the visitor may never
 * scroll to; half a screen still loads a picture before an ordinary scroll reaches it.
 */
export const WITHIN_HALF_A_SCREEN = '50% 0px';

interface Options {
  /** The observer's root margin: WITHIN_A_SCREEN unless given. */
  margin?: string;
  /** False: not watched, and not near (e.g. a picture that loads at once anyway). */
  enabled?: boolean;
}

/**
 * True once `element` has come within `margin` of the viewport, and from then on; at once where
 * IntersectionObserver is missing, so an old browser still gets the part. Takes the element itself
 * (a callback ref kept in state), so watching starts when the element exists. Not for an element
 * inside a horizontally scrolled track (a carousel's slide): the track's clipping hides it from the
 * observer whatever the margin, so watch the track instead.
 */
export function useNearViewport(
  element: Element | null,
  { margin = WITHIN_A_SCREEN, enabled = true }: Options = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near || element === null) return;
    if (!('IntersectionObserver' in window)) {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, margin, near]);
  return near;
}
