/**
 * motion's mini animator for the page transition, downloaded on the visitor's first interaction
 * (a tap, a key, a pointer press usually comes just before a navigation) rather than with the page:
 * the page a visitor lands on never animates, so its first download does not need it. Until it has
 * arrived, a new page simply appears.
 */
import type { animate as motionAnimate } from 'motion/mini';
import { whenIdle } from '../../lib/yield-to-browser';

type Animate = typeof motionAnimate;

let animate: Animate | undefined;
let requested = false;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function load(): void {
  if (requested) return;
  requested = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
  // Not in the press's own task: starting the download (the module preload links with it) was
  // part of the slowest input on a carousel's first press on the emulated phone.
  whenIdle(download, 500);
}

function download(): void {
  import('motion/mini').then(
    (motion) => {
      animate = motion.animate;
    },
    // Offline before it was ever downloaded: pages keep appearing without the transition.
    () => {
      requested = false;
    },
  );
}

/** Called once the app runs in the browser; listens for the first interaction. */
export function loadAnimatorOnFirstInteraction(): void {
  if (requested) return;
  for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
}

/** The animator if it has arrived. */
export const pageAnimator = (): Animate | undefined => animate;
