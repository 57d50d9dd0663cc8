import { useLocation } from '@tanstack/react-router';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const ENTER: Keyframe[] = [
  { opacity: 0, transform: 'translateY(16px)' },
  { opacity: 1, transform: 'translateY(0)' },
];

/** CSS's ease-out is the same curve as motion's easeOut: cubic-bezier(0, 0, 0.58, 1). */
const ENTER_TIMING: KeyframeAnimationOptions = { duration: 300, easing: 'ease-out' };

/**
 * Fades and slides each new page in. The page a visitor lands on is shown at once
 * (nothing hidden before first paint), and nothing moves under prefers-reduced-motion.
 * One enter transition needs no animation library: the browser's Web Animations API does it,
 * and every page's first download is a few kilobytes lighter than with motion's animator.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const scope = useRef<HTMLDivElement>(null);
  const landedOn = useRef(pathname);

  useLayoutEffect(() => {
    const element = scope.current;
    if (!element || pathname === landedOn.current || reducedMotion()) return;
    landedOn.current = '';
    // Without `fill` nothing stays on the element afterwards: no lingering transform that would
    // make the page a containing block for its fixed-position parts.
    const animation = element.animate(ENTER, ENTER_TIMING);
    // A quicker next navigation starts its own transition from the beginning.
    return () => animation.cancel();
  }, [pathname]);

  return <div ref={scope}>{children}</div>;
}
