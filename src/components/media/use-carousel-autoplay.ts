import { useCallback, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

export interface CarouselAutoplay {
  /** The visitor's choice (or the default): shown by the pause/play button. */
  playing: boolean;
  /** What swiper is doing now: paused while hovered (program carousels), stopped while focus is inside. */
  state: 'running' | 'paused' | 'stopped';
  toggle: () => void;
  pauseForFocus: () => void;
  resumeAfterFocus: () => void;
  onStart: () => void;
  onStop: () => void;
  onPause: () => void;
  onResume: () => void;
}

/**
 * Who decides whether a carousel rotates: the visitor's pause/play choice, then their reduced-motion
 * setting (no rotation unless they press Play), then keyboard focus inside (rotation waits until it
 * leaves, so a slide does not move away while being read), then whether it is on screen. swiper
 * starts autoplay on init; this hook stops it at once when it should not run.
 */
export function useCarouselAutoplay(
  swiper: SwiperInstance | null,
  reducedMotion: boolean,
  /** Off screen it waits: rotating unseen would only download pictures nobody looks at. */
  inView: boolean,
): CarouselAutoplay {
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusPaused, setFocusPaused] = useState(false);
  const [state, setState] = useState<CarouselAutoplay['state']>('stopped');
  const playing = choice ?? !reducedMotion;
  const shouldRun = playing && !focusPaused && inView;

  useEffect(() => {
    if (swiper === null || swiper.destroyed) return;
    if (shouldRun && !swiper.autoplay.running) swiper.autoplay.start();
    if (!shouldRun && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, shouldRun]);

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
    onStart: useCallback(() => setState('running'), []),
    onStop: useCallback(() => setState('stopped'), []),
    onPause: useCallback(() => setState('paused'), []),
    onResume: useCallback(() => setState('running'), []),
  };
}
