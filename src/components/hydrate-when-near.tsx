import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { retryableImport } from './errors/chunk-load-error';
import { watchUntilNear, WITHIN_A_SCREEN } from './use-near-viewport';
import { PART_LIVE_ATTRIBUTE } from '../lib/app-started';
import { PART_ATTRIBUTE, PART_WANTED_EVENT } from '../lib/early-presses/contract';
import { replayEarlyPresses, takeEarlyPresses } from '../lib/early-presses/replay-early-presses';

/**
 * A prerendered part whose code downloads, and which React takes over, only as the visitor nears it (at once
 * on a page the app draws). React drops a press on a part whose code is missing, so the inline script keeps
 * it (src/lib/early-presses) and the part replays it. `name` tells the part's box apart.
 */
export function hydrateWhenNear<M>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): ComponentType {
  const download = retryableImport(load, pick);
  let ask = (): void => undefined;
  const askedFor = (): Promise<void> =>
    new Promise((resolve) => {
      ask = resolve;
    });
  const asked = askedFor();
  // A press or a focus. Installed before hydration: a replayed press comes before any effect could listen.
  if (!import.meta.env.SSR)
    document.addEventListener(PART_WANTED_EVENT, (event) => {
      if (event.target instanceof Element && event.target.getAttribute(PART_ATTRIBUTE) === name) ask();
    });

  // The prerenderer waits for every part, so it is never held back by the visitor's scrolling.
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await asked;
    // A failed download leaves the prerendered HTML (no error screen, unlike lazyWithRetry); tried again
    // when the connection returns or on a press, as a phone on flaky data often never leaves "online".
    for (;;) {
      try {
        const Loaded = await download();
        // From here on React answers a press on the part itself, hydrating the part on the spot.
        const pressed = takeEarlyPresses(name);
        return {
          default: function Taken() {
            useEffect(() => {
              // Set on the element rather than rendered: a render of the box would redraw the part (see WhenNear).
              document.querySelector(`[${PART_ATTRIBUTE}="${name}"]`)?.setAttribute(PART_LIVE_ATTRIBUTE, '');
              // Kept since the code arrived: React answered those itself.
              takeEarlyPresses(name);
              // In a task of its own, as the app's replay of early presses does: not while React commits.
              const later = setTimeout(() => replayEarlyPresses(pressed.splice(0)), 0);
              return () => clearTimeout(later);
            }, []);
            return <Loaded />;
          },
        };
      } catch (error) {
        console.warn(
          'Part of the page could not be downloaded; it stays as it is until the connection returns or it is pressed',
          error,
        );
        // A press made during the download that failed would otherwise come back minutes later.
        takeEarlyPresses(name);
      }
      const retried = askedFor();
      window.addEventListener('online', ask, { once: true });
      await retried;
    }
  });

  // No state and no props: a render of this wrapper while its part is still the prerendered HTML
  // would make React give up on hydrating the part and draw it afresh, from nothing.
  return memo(function WhenNear() {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      // Empty: the app is drawing the page itself (the fallback is nothing), so nothing to wait for.
      if (!element?.firstChild) return ask();
      return watchUntilNear(element, WITHIN_A_SCREEN, () => ask());
    }, []);
    return (
      <div ref={box} {...{ [PART_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  });
}
