import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { LoopingTrack } from './looping-track';

export interface LoopingTrackState {
  /** The real slide at the start of the view, 0-based. */
  index: number;
  /** Counts the moves, whoever made them (the slideshow waits a full delay after each). */
  moves: number;
  /** True once the copies at either end are rendered (in a render of their own once they are wanted). */
  looping: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /**
   * For the track element's ref callback, which hands back its cleanup: a ref, not an effect, so that
   * it runs in the commit that takes the page over, while the track certainly holds the real slides
   * alone and tells where the visitor scrolled to before the app arrived.
   */
  attach: (element: HTMLElement) => () => void;
}

/**
 * React's side of a LoopingTrack (looping-track.ts) on the track `element` (attached from its ref
 * callback with the `attach` returned): the index, the copies' moment. The copies come only where
 * `wanted` (the caller passes "near the screen"): putting them in and measuring the track was one long
 * task of about 170 ms for /impact's three carousels on the emulated low-end phone, spent at load on
 * carousels far below the first screen. And they come in a transition of their own after the render
 * that takes the page over: rendered with it (a store that flips once hydrated), they were the largest
 * part of hydration's last task on a program's page (120-180 ms at 10x). A press before then is kept
 * and made once they are in (LoopingTrack's `pending`).
 */
export function useLoopingTrack(
  element: HTMLElement | null,
  slideCount: number,
  copiesPerSide: number,
  reducedMotion: boolean,
  wanted: boolean,
): LoopingTrackState {
  const [looping, setLooping] = useState(false);
  // An effect runs only in the browser, after the commit that hydrated or first drew the track.
  useEffect(() => {
    if (wanted) startTransition(() => setLooping(true));
  }, [wanted]);
  const [position, setPosition] = useState({ index: 0, moves: 0 });
  const [track] = useState(
    () =>
      new LoopingTrack(slideCount, copiesPerSide, (index) => setPosition(({ moves }) => ({ index, moves: moves + 1 }))),
  );

  useEffect(() => track.setReducedMotion(reducedMotion), [track, reducedMotion]);
  // Before paint, in the commit that renders the copies: the view never shows them arriving.
  useLayoutEffect(() => {
    if (looping && element) track.startLooping();
  }, [track, looping, element]);

  return {
    index: position.index,
    moves: position.moves,
    looping,
    next: track.next,
    previous: track.previous,
    goTo: track.goTo,
    attach: track.attach,
  };
}
