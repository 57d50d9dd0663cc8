import type { CSSProperties, HTMLAttributes } from 'react';
import { classNames } from './class-names';
import classes from './grid.module.css';

export interface GridColumns {
  base: number;
  xs?: number;
  sm?: number;
  md?: number;
}

interface Props extends HTMLAttributes<HTMLDivElement> {
  cols: GridColumns;
  spacing?: 'md' | 'lg' | 'xl';
}

/** Equal columns that grow in number with the screen, like Mantine's SimpleGrid, from plain CSS. */
export function Grid({ cols, spacing = 'md', className, style, ...rest }: Props) {
  const columns = {
    '--grid-cols': cols.base,
    '--grid-cols-xs': cols.xs,
    '--grid-cols-sm': cols.sm,
    '--grid-cols-md': cols.md,
    '--grid-gap': `var(--mantine-spacing-${spacing})`,
  } as CSSProperties;
  return <div className={classNames(classes.grid, className)} style={{ ...columns, ...style }} {...rest} />;
}
