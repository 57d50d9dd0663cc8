import { classNames } from './class-names';
import classes from './layout.module.css';

export type ContainerSize = 'sm' | 'md' | 'lg';

/** A centred column of Mantine's container widths: sm 720, md 960, lg 1140 px. */
export function containerClass(size: ContainerSize = 'md', extra?: string): string {
  return classNames(classes.container, size !== 'md' && classes[size], extra);
}

export const layoutClasses = {
  section: classes.section,
  group: classes.group,
  stack: classes.stack,
  centered: classes.centered,
  visuallyHidden: classes.visuallyHidden,
};
