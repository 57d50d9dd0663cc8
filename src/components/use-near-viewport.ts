import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';

/** A screen above and below the viewport: for code or data that can wait until the visitor scrolls towards it. */
export const WITHIN_A_SCREEN = '100% 0px';

/**
 * Half a screen, for pictures: the browser's own lazy loading starts 1250 px or more away, three
 * phone screens of pictures the visitor may never scroll to.
 */
export const WITHIN_HALF_A_SCREEN = '50% 0px';

interface Options {
  margin?: string;
  /** False: not watched, and not near (e.g. a picture that loads at once anyway). */
  enabled?: boolean;
}

/**
 * Calls `whenNear` once `element` is within `margin` of the viewport (next frame without
 * IntersectionObserver); returns the stop. In a transition: what comes near together (a dozen
 * pictures) is then drawn in slices interleaved with taps, not in one long task.
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
 * True once `element` has come within `margin` of the viewport. For a component that keeps its element
 * in state anyway; else `useNearViewportRef`. Not inside a horizontally scrolled track, whose clipping
 * hides the element from the observer: watch the track instead.
 */
export function useNearViewport(
  element: Element | null,
  { margin = WITHIN_A_SCREEN, enabled = true }: Options = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near || element === null) return;
    return watchUntilNear(element, margin, () => setNear(true));
  }, [element, enabled, margin, near]);
  return near;
}

/**
 * The same through a ref callback, which costs no second render as the element appears (an element in
 * state did, for every picture of /impact). React 19 calls the cleanup the callback returns.
 */
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
