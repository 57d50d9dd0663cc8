/**
 * The code a prerendered page's route needs, listed by the build (scripts/build/prerender-plugin.ts)
 * in a meta tag rather than as modulepreload links, so that it downloads after the first paint
 * instead of competing with the page's style sheet and pictures.
 */
export const PAGE_MODULES_META = 'app-page-modules';

/** Starts downloading the listed modules, in parallel with the app's own code. */
export function preloadPageModules(): void {
  const list = document.querySelector(`meta[name="${PAGE_MODULES_META}"]`)?.getAttribute('content') ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
