import type { CSSProperties, HTMLAttributes } from 'react';
import { classNames } from './class-names';
import classes from './grid.module.css';

interface Props extends HTMLAttributes<HTMLElement> {
  cols: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
  spacing?: 'md' | 'lg' | 'xl';
  /** A list of things (cards, values, figures) is a `ul`, so screen readers announce how many. */
  as?: 'div' | 'ul';
}

/** Equal columns that grow in number with the screen, like Mantine's SimpleGrid, from plain CSS. */
export function Grid({ cols, spacing = 'md', as: Element = 'div', className, style, ...rest }: Props) {
  const columns = {
    '--grid-cols': cols.base,
    '--grid-cols-xs': cols.xs,
    '--grid-cols-sm': cols.sm,
    '--grid-cols-md': cols.md,
    '--grid-cols-lg': cols.lg,
    '--grid-gap': `var(--mantine-spacing-${spacing})`,
  } as CSSProperties;
  return <Element className={classNames(classes.grid, className)} style={{ ...columns, ...style }} {...rest} />;
}
