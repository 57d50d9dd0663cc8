import { useCallback, useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { yieldToBrowser } from '../../lib/yield-to-browser';
import { retryableImport } from '../errors/chunk-load-error';
import classes from './image-carousel.module.css';

const downloadSwiper = retryableImport(
  () => import('./start-swiper'),
  (module) => module.startSwiper,
);

const MOVE_MS = 500;

/** By index, not slideNext/slidePrev: in cssMode they guess from the scroll position, and went two slides or none. */
function step(swiper: Swiper, by: 1 | -1, speed: number): void {
  const count = swiper.slides.length;
  swiper.slideToLoop((swiper.realIndex + by + count) % count, speed);
}

/**
 * Swiper (start-swiper.ts) on `element`, fetched only once `wanted` (near) or at the first move or press: at
 * once on every page it was a long task and 32 KB. Earlier moves are made on arrival; instant under reduced motion.
 */
export function useSwiper(element: HTMLElement | null, wanted: boolean, reducedMotion: boolean) {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // The real slide at the start of the view, and how many moves were made, whoever made them.
  const [position, setPosition] = useState({ index: 0, moves: 0 });
  // A press asks for Swiper before the carousel is near; one after a failed download asks again.
  // Neither restarts a download under way: two Swipers would take turns moving the track.
  const [asked, setAsked] = useState(false);
  const [retries, setRetries] = useState(0);
  const failed = useRef(false);
  const wantedNow = wanted || asked;
  const waiting = useRef<((swiper: Swiper) => void)[]>([]);
  const speed = reducedMotion ? 0 : MOVE_MS;

  useEffect(() => {
    if (element === null || !wantedNow) return;
    failed.current = false;
    let started: Swiper | undefined;
    let cancelled = false;
    downloadSwiper()
      .then((startSwiper) =>
        cancelled
          ? undefined
          : startSwiper(element, {
              track: classes.track ?? '',
              slide: classes.slide ?? '',
              onMove: (moved) => setPosition(({ moves }) => ({ index: moved.realIndex, moves: moves + 1 })),
            }),
      )
      .then(async (instance) => {
        if (instance === undefined) return;
        if (cancelled) return instance.destroy(true, false);
        started = instance;
        // A move that waited for Swiper gets a task of its own: with Swiper's start, the slideshow's first
        // turn blocked the calibrated phone for about 150 ms in one task.
        await yieldToBrowser();
        // Left meanwhile: the clean-up below destroyed it.
        if (instance.destroyed) return;
        for (const move of waiting.current.splice(0)) move(instance);
        setPosition(({ moves }) => ({ index: instance.realIndex, moves }));
        setSwiper(instance);
      })
      .catch((error: unknown) => {
        // Offline before the service worker kept it: the carousel stays as drawn (a swipe still
        // scrolls it) and the next press asks again.
        console.warn('The slideshow’s code could not be downloaded; a press tries again', error);
        waiting.current.length = 0;
        failed.current = true;
      });
    return () => {
      cancelled = true;
      started?.destroy(true, false);
      setSwiper(null);
    };
  }, [element, wantedNow, retries]);

  const ask = useCallback(() => {
    setAsked(true);
    if (failed.current) {
      failed.current = false;
      setRetries((count) => count + 1);
    }
  }, []);

  const move = useCallback(
    (moveTo: (target: Swiper, speed: number) => void) => {
      if (swiper) return moveTo(swiper, speed);
      waiting.current.push((target) => moveTo(target, speed));
      ask();
    },
    [swiper, speed, ask],
  );

  const start = useCallback(() => {
    if (swiper === null) ask();
  }, [swiper, ask]);

  return {
    started: swiper !== null,
    start,
    index: position.index,
    moves: position.moves,
    next: useCallback(() => move((target, ms) => step(target, 1, ms)), [move]),
    previous: useCallback(() => move((target, ms) => step(target, -1, ms)), [move]),
    goTo: useCallback((index: number) => move((target, ms) => target.slideToLoop(index, ms)), [move]),
  };
}
