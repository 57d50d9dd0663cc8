/*
 * One UI system per kind of page: public pages are plain HTML with CSS modules and this kit (Mantine's
 * weight was not earned there, docs/performance.md); Mantine only in the admin area, inside
 * MantineScope (src/components/mantine-scope.tsx; eslint.config.js refuses `@mantine/*` elsewhere).
 * Both read src/styles/theme-variables.css, so their looks cannot drift apart.
 */
import { classNames } from './class-names';
import classes from './layout.module.css';

/** A centred column of Mantine's container widths: sm 720, md 960, lg 1140 px. */
export function containerClass(size: 'sm' | 'md' | 'lg' = 'md', extra?: string): string {
  return classNames(classes.container, size !== 'md' && classes[size], extra);
}

export const layoutClasses = {
  section: classes.section,
  /** For a part below the first screen: rendered only when near it (see layout.module.css). */
  renderWhenNear: classes.renderWhenNear,
  group: classes.group,
  stack: classes.stack,
  centered: classes.centered,
  visuallyHidden: classes.visuallyHidden,
};
