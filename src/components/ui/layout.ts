/*
 * The rule: one UI system per kind of page.
 * - Public pages (Home, About, Programs, Impact, the report, stories, Donate, Contact, the blog, the
 *   shell) are plain semantic HTML with CSS modules and this kit (src/components/ui). They download no
 *   Mantine and need no provider. The contact form's four text fields did not earn Mantine's weight:
 *   21.7 KB (brotli) of script and a second render after hydration on the phone (docs/performance.md).
 * - Mantine only where its components earn their weight: the admin area (login with its password
 *   field, the post form with its editor, dialogs, logout). Its top component wraps itself in
 *   MantineScope (src/components/mantine-scope.tsx), so no page can render a Mantine component
 *   without its provider.
 *   ESLint's no-restricted-imports (eslint.config.js) refuses `@mantine/*` anywhere else.
 * - Both read one set of theme variables (src/styles/theme-variables.css, generated from src/theme.ts,
 *   and Mantine's --mantine-* defaults in the style sheet), so the two cannot drift apart in look.
 */
import { classNames } from './class-names';
import classes from './layout.module.css';

export type ContainerSize = 'sm' | 'md' | 'lg';

/** A centred column of Mantine's container widths: sm 720, md 960, lg 1140 px. */
export function containerClass(size: ContainerSize = 'md', extra?: string): string {
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
