import { useEffect, useRef, useState } from 'react';
import { formatFigure, type Figure } from '../../content/types';
import { layoutClasses } from '../ui/layout';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

const DURATION_MS = 1600;

const easeOutCubic = (progress: number): number => 1 - (1 - progress) ** 3;

/** Counts up the first time it scrolls into view; screen readers get only the final figure, from a hidden copy. */
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
