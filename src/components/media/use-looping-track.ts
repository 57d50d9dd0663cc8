import { useEffect, useLayoutEffect, useState } from 'react';
import { useHydrated } from '../use-hydrated';
import { LoopingTrack } from './looping-track';

export interface LoopingTrackState {
  /** The track's element once rendered (for observers), and the ref that sets it. */
  element: HTMLDivElement | null;
  setElement: (element: HTMLDivElement | null) => void;
  /** The real slide at the start of the view, 0-based. */
  index: number;
  /** Counts the moves, whoever made them (the slideshow waits a full delay after each). */
  moves: number;
  /** True from the first render in the browser: the copies at either end are rendered from then on. */
  looping: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/** React's side of a LoopingTrack (looping-track.ts): the element, the index, the copies' moment. */
export function useLoopingTrack(slideCount: number, reducedMotion: boolean): LoopingTrackState {
  const looping = useHydrated();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [position, setPosition] = useState({ index: 0, moves: 0 });
  const [track] = useState(
    () => new LoopingTrack(slideCount, (index) => setPosition(({ moves }) => ({ index, moves: moves + 1 }))),
  );

  useEffect(() => track.setReducedMotion(reducedMotion), [track, reducedMotion]);
  // Both before paint, in the commit that renders the copies (attached first): the view never shows
  // them arriving.
  useLayoutEffect(() => (element ? track.attach(element) : undefined), [track, element]);
  useLayoutEffect(() => {
    if (looping && element) track.startLooping();
  }, [track, looping, element]);

  return {
    element,
    setElement,
    index: position.index,
    moves: position.moves,
    looping,
    next: track.next,
    previous: track.previous,
    goTo: track.goTo,
  };
}
