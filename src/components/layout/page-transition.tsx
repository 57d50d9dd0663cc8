import { useLocation } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { loadAnimatorOnFirstInteraction, pageAnimator } from './page-animator';

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Fades and slides each new page in; the landing page shows at once, and nothing moves under reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const scope = useRef<HTMLDivElement>(null);
  const landedOn = useRef(pathname);

  useEffect(loadAnimatorOnFirstInteraction, []);

  useLayoutEffect(() => {
    if (pathname === landedOn.current) return;
    // From the first navigation on, coming back to the landing page is a navigation like any other.
    landedOn.current = '';
    const element = scope.current;
    const animate = pageAnimator();
    if (!element || !animate || reducedMotion()) return;
    const controls = animate(
      element,
      { opacity: [0, 1], transform: ['translateY(16px)', 'translateY(0)'] },
      { duration: 0.3, ease: 'easeOut' },
    );
    // A quicker next navigation starts its own transition from the beginning.
    return () => controls.cancel();
  }, [pathname]);

  return <div ref={scope}>{children}</div>;
}
