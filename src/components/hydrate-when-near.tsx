import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { watchUntilNear, WITHIN_A_SCREEN } from './use-near-viewport';
import { PART_LIVE_ATTRIBUTE } from '../lib/app-started';

/** On each part's box, naming it: the same in the prerendered HTML and in the app. */
const PART_ATTRIBUTE = 'data-hydrate-when-near';

interface PartPresses {
  /** A button of the part was pressed (or focused) while it is still the prerendered HTML. */
  pressed: (button: HTMLButtonElement) => void;
  focused: () => void;
}

const parts = new Map<string, PartPresses>();
let listening = false;

/**
 * One listener for every part, on the document in the capture phase: before React's on #root,
 * which stops a press on a part it cannot take over yet. Installed as the page's module is
 * evaluated, before hydration: a press the app makes again for the visitor (src/lib/early-presses)
 * comes while React is taking the page over, before any effect of the part could listen.
 */
function listenForPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const partOf = (target: EventTarget | null) =>
    target instanceof Element
      ? parts.get(target.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE) ?? '')
      : undefined;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) partOf(button)?.pressed(button);
    },
    true,
  );
  // A visitor who reaches the part with the keyboard is about to use it.
  document.addEventListener('focusin', (event) => partOf(event.target)?.focused(), true);
}

/**
 * A part of a prerendered page whose code is downloaded, and which React takes over, only as the
 * visitor scrolls near it: until then it stays the prerendered HTML, readable and costing nothing.
 * For parts far down a page that most first visits never reach (Home's carousels; /impact's
 * slideshows and story cards, two thirds of that page on a phone and its longest hydration commit).
 * On a page the app draws itself (a visit that started elsewhere), the code is fetched at once.
 *
 * React's own selective hydration does the taking over (a Suspense boundary around a lazy part),
 * but it drops a press on a part whose code has not arrived yet (React 19 hydrates what it can on
 * the spot and stops the event otherwise). The visitor's press must not be lost, so a press made
 * while the code is on its way is kept here and made again once the part is React's, as
 * src/lib/early-presses does for the whole page before the app arrives. `name` tells the part's
 * box apart from any other on the page.
 */
export function hydrateWhenNear(name: string, load: () => Promise<ComponentType>): ComponentType {
  let release = (): void => undefined;
  const asked = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A press is kept until the code is here and then made again. After a failed download, a press
  // asks for the code again (and is kept the same way); a press made during the download that
  // failed is dropped, since it would otherwise come back minutes later, out of the blue.
  let arrived = false;
  let tryAgain: (() => void) | undefined;
  const pressedWhileLoading: HTMLButtonElement[] = [];
  const pressAgain = (): void => {
    for (const button of pressedWhileLoading.splice(0)) if (button.isConnected && !button.disabled) button.click();
  };

  // Offline before the service worker has saved the code, or on a connection that dropped the
  // answer, the download fails: the part stays the prerendered HTML (its first slide, readable; no
  // error screen). It is tried again when the connection returns, or when the visitor presses
  // something in the part: a phone on flaky data often never leaves "online", so waiting for the
  // connection alone would leave the part dead until a reload. lazyWithRetry would put a stand-in
  // in its place instead.
  const loadUntilItArrives = async (): Promise<ComponentType> => {
    for (;;) {
      try {
        const loaded = await load();
        arrived = true;
        return loaded;
      } catch (error) {
        console.warn(
          'Part of the page could not be downloaded; it stays as it is until the connection returns or it is pressed',
          error,
        );
        pressedWhileLoading.length = 0;
      }
      await new Promise<void>((resolve) => {
        const retry = (): void => {
          window.removeEventListener('online', retry);
          tryAgain = undefined;
          resolve();
        };
        tryAgain = retry;
        window.addEventListener('online', retry);
      });
    }
  };

  parts.set(name, {
    pressed(button) {
      if (arrived) return;
      release();
      tryAgain?.();
      pressedWhileLoading.push(button);
    },
    focused: () => release(),
  });
  listenForPresses();

  // The prerenderer waits for every part, so it is never held back by the visitor's scrolling.
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await asked;
    const Loaded = await loadUntilItArrives();
    return {
      default: function Taken() {
        return (
          <>
            <Loaded />
            <AfterCommit name={name} run={pressAgain} />
          </>
        );
      },
    };
  });

  // No state and no props: a render of this wrapper while its part is still the prerendered HTML
  // would make React give up on hydrating the part and draw it afresh, from nothing.
  return memo(function WhenNear() {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      // Empty: the app is drawing the page itself (the fallback is nothing), so nothing to wait for.
      if (!element?.firstChild) {
        release();
        return;
      }
      return watchUntilNear(element, WITHIN_A_SCREEN, release);
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

/**
 * Renders nothing; marks the part's box live and runs `run` once the part around it has been
 * committed (hydrated or drawn).
 */
function AfterCommit({ name, run }: { name: string; run: () => void }) {
  useEffect(() => {
    // Set on the element rather than rendered: a render of the box itself would redraw the part (see WhenNear).
    document.querySelector(`[${PART_ATTRIBUTE}="${name}"]`)?.setAttribute(PART_LIVE_ATTRIBUTE, '');
    // In a task of its own, as the app's replay of early presses does: not while React commits.
    const later = setTimeout(run, 0);
    return () => clearTimeout(later);
  }, [name, run]);
  return null;
}
