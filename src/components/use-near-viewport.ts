import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';

/** A screen above and below the viewport: for code or data that can wait until the visitor scrolls towards it. */
export const WITHIN_A_SCREEN = '100% 0px';

/** Half a screen, for pictures: the browser's own lazy loading fetches from 1250 px or more away. */
export const WITHIN_HALF_A_SCREEN = '50% 0px';

interface Options {
  margin?: string;
  /** False: not watched, and not near (e.g. a picture that loads at once anyway). */
  enabled?: boolean;
}

/**
 * Calls `whenNear` once `element` is within `margin` (next frame without IntersectionObserver); returns the
 * stop. In a transition, so a dozen pictures coming near together are drawn in slices between taps.
 */
export function watchUntilNear(element: Element, margin: string, whenNear: () => void): () => void {
  const onNear = () => startTransition(whenNear);
  if (!('IntersectionObserver' in window)) {
    const frame = requestAnimationFrame(onNear);
    return () => cancelAnimationFrame(frame);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once `element` has come within `margin`; for an element kept in state anyway (else useNearViewportRef).
 * Not inside a horizontally scrolled track, whose clipping hides it from the observer: watch the track.
 */
export function useNearViewport(element: Element | null, options: Options = {}): boolean {
  const [near, watch] = useNearViewportRef(options);
  useEffect(() => watch(element), [watch, element]);
  return near;
}

/** The same through a ref callback: no second render as the element appears. React 19 runs its cleanup. */
export function useNearViewportRef({ margin = WITHIN_A_SCREEN, enabled = true }: Options = {}): [
  boolean,
  RefCallback<Element>,
] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!enabled || near || element === null) return;
      return watchUntilNear(element, margin, () => setNear(true));
    },
    [enabled, margin, near],
  );
  return [near, ref];
}
