/**
 * motion's mini animator for the page transition, downloaded on the first interaction (one usually
 * comes just before a navigation): the landing page never animates. Until then a new page just appears.
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
  // Not in the press's own task: starting the download there slowed a carousel's first press.
  whenIdle(download, 500);
}

function download(): void {
  import('motion/mini').then(
    (motion) => {
      animate = motion.animate;
    },
    // Offline before it was ever downloaded: pages appear without the transition, and the next press tries again.
    () => {
      requested = false;
      loadAnimatorOnFirstInteraction();
    },
  );
}

export function loadAnimatorOnFirstInteraction(): void {
  if (requested) return;
  for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, passive: true });
}

export const pageAnimator = (): Animate | undefined => animate;
