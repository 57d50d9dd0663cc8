import { startTransition, useCallback, useEffect, useState, type RefCallback } from 'react';

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
 * Calls `onNear` once `element` is within `margin` of the viewport (on the next frame where
 * IntersectionObserver is missing, so an old browser still gets the part); returns the stop.
 * `onNear` runs in a transition: what comes near together (a dozen pictures as a page opens) is
 * then drawn in slices React interleaves with taps, not in one long task.
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
 * True once `element` has come within `margin` of the viewport, and from then on. For a component
 * that keeps its element in state anyway (a carousel, a video player); one that needs the element
 * only for this takes `useNearViewportRef`, which costs no second render. Not for an element inside
 * a horizontally scrolled track (a carousel's slide): the track's clipping hides it from the
 * observer whatever the margin, so watch the track instead.
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
 * The same, watching the element its ref is given: whether near, and the ref. An element kept in
 * state made every such component render twice as it appeared, in the task that put it on the page:
 * on /impact that second render of 28 pictures was much of a 150 ms task after hydration on the
 * emulated low-end phone. React 19 calls the cleanup a ref callback returns when the element goes
 * or the callback changes.
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
