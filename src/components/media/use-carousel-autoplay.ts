import { useCallback, useEffect, useState } from 'react';

/** The spec's rotation: a new slide every 3000 ms. */
export const AUTOPLAY_DELAY_MS = 3000;

export interface CarouselAutoplay {
  /** The visitor's choice (or the default): shown by the pause/play button. */
  playing: boolean;
  /** What the slideshow is doing now: paused while hovered (program carousels), stopped otherwise. */
  state: 'running' | 'paused' | 'stopped';
  toggle: () => void;
  pauseForFocus: () => void;
  resumeAfterFocus: () => void;
  pauseForPointer: () => void;
  resumeAfterPointer: () => void;
}

/**
 * Who decides whether a carousel rotates: the visitor's pause/play choice, then their reduced-motion
 * setting (no rotation unless they press Play), then keyboard focus inside (rotation waits until it
 * leaves, so a slide does not move away while being read), then whether it is on screen. While it
 * rotates, `advance` is called every 3 s after the last move (`moves` counts them), and a pointer
 * over a carousel that pauses on hover holds it.
 */
export function useCarouselAutoplay({
  reducedMotion,
  inView,
  pausesOnHover,
  advance,
  moves,
}: {
  reducedMotion: boolean;
  /** Off screen it waits: rotating unseen would only download pictures nobody looks at. */
  inView: boolean;
  pausesOnHover: boolean;
  advance: () => void;
  /** Changes with every move, whoever made it, so the next turn is a full delay after it. */
  moves: number;
}): CarouselAutoplay {
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusPaused, setFocusPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const playing = choice ?? !reducedMotion;
  const running = playing && !focusPaused && inView;
  const state: CarouselAutoplay['state'] = !running ? 'stopped' : hovered && pausesOnHover ? 'paused' : 'running';

  useEffect(() => {
    if (state !== 'running') return;
    const timer = setTimeout(advance, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, advance, moves]);

  const toggle = useCallback(() => {
    setChoice(!playing);
    // Pressing Play means "rotate now", even though focus is on the button inside the carousel.
    setFocusPaused(false);
  }, [playing]);

  return {
    playing,
    state,
    toggle,
    pauseForFocus: useCallback(() => setFocusPaused(true), []),
    resumeAfterFocus: useCallback(() => setFocusPaused(false), []),
    // Only where hovering pauses: a gallery would render again for nothing as every tap's pointer enters it.
    pauseForPointer: useCallback(() => {
      if (pausesOnHover) setHovered(true);
    }, [pausesOnHover]),
    resumeAfterPointer: useCallback(() => {
      if (pausesOnHover) setHovered(false);
    }, [pausesOnHover]),
  };
}
