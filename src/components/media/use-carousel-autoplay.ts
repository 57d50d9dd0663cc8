import { useCallback, useEffect, useState } from 'react';

const AUTOPLAY_DELAY_MS = 3000;

/**
 * Rotates by the visitor's pause/play choice, else unless reduced motion; never with keyboard focus inside
 * (a slide must not move while read) or off screen. `advance` comes 3 s after the last move; hover may hold it.
 */
export function useCarouselAutoplay({
  reducedMotion,
  inView,
  pausesOnHover,
  advance,
  moves,
}: {
  reducedMotion: boolean;
  /** Rotating unseen would only download pictures nobody looks at. */
  inView: boolean;
  pausesOnHover: boolean;
  advance: () => void;
  /** Changes with every move, so the next turn is a full delay after it. */
  moves: number;
}) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const [focusPaused, setFocusPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // The visitor's choice, or the default: shown by the pause/play button.
  const playing = choice ?? !reducedMotion;
  const running = playing && !focusPaused && inView;
  const state = !running ? 'stopped' : hovered && pausesOnHover ? 'paused' : 'running';

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
    /** True while keyboard focus is inside. */
    setFocusPaused,
    // Only where hovering pauses: a gallery would render again for nothing as every tap's pointer enters it.
    hover: (held: boolean) => {
      if (pausesOnHover) setHovered(held);
    },
  };
}
