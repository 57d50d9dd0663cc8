import { useEffect, useState } from 'react';

/**
 * How far below (and above) the screen a picture starts loading: half a screen. The browser's own
 * lazy loading starts 1250 px or more away (2500 px on a slow connection), which on a phone fetches
 * three screens of pictures the visitor may never scroll to; half a screen still loads a picture
 * before an ordinary scroll reaches it.
 */
export const NEAR_MARGIN = '50% 0px';

/**
 * True once the element has come within NEAR_MARGIN of the screen; it stays true. Not for an
 * element inside a horizontally scrolled track (a carousel's slide): the track's clipping hides
 * it from the observer whatever the margin, so observe the track instead.
 */
export function useNearViewport(element: Element | null, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, near]);
  return near;
}
