import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within about a screen of the viewport, and from then on. For a part of a
 * page whose code or data can wait until the visitor scrolls towards it: most visitors never scroll
 * that far on a first visit, and those who do find it arriving as they get there.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A percentage of the viewport: one screen's height above and below it.
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
