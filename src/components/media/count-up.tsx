import { useEffect, useRef, useState } from 'react';
import { formatFigure, type Figure } from '../../content/types';
import { layoutClasses } from '../ui/layout';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const DURATION_MS = 1600;

const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/**
 * A number that counts up from zero the first time it scrolls into view. Screen readers (and tests)
 * read the final figure from a hidden copy; the moving digits are hidden from them, so nobody hears
 * "12+, 31+, 58+". With reduced motion the final figure is simply shown.
 */
export function CountUp({ value, suffix }: Pick<Figure, 'value' | 'suffix'>) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || element === null) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / DURATION_MS);
          setCurrent(Math.round(value * easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, reducedMotion]);

  const final = formatFigure({ value, suffix });
  return (
    <>
      <span ref={ref} aria-hidden="true" data-count-up={final}>
        {reducedMotion ? final : formatFigure({ value: current, suffix })}
      </span>
      <span className={layoutClasses.visuallyHidden}>{final}</span>
    </>
  );
}
