import { useLocation } from '@tanstack/react-router';
import { useAnimate } from 'motion/react-mini';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades and slides each new page in. The page a visitor lands on is shown at once
 * (nothing hidden before first paint), and nothing moves under prefers-reduced-motion.
 * motion's mini animator (Web Animations API, ~2 KB) is enough for one enter transition.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const landedOn = useRef(pathname);

  useLayoutEffect(() => {
    if (pathname === landedOn.current || reducedMotion()) return;
    landedOn.current = '';
    animate(
      scope.current,
      { opacity: [0, 1], transform: ['translateY(16px)', 'translateY(0)'] },
      { duration: 0.3, ease: 'easeOut' },
    );
  }, [pathname, animate, scope]);

  return <div ref={scope}>{children}</div>;
}
