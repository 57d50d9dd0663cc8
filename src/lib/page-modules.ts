/**
 * The code a prerendered page's route needs, listed by the build (scripts/build/prerender-plugin.ts)
 * in a meta tag rather than as modulepreload links, so that it downloads after the first paint
 * instead of competing with the page's style sheet and pictures.
 */
export const PAGE_MODULES_META = 'app-page-modules';

/** Present on pages whose main content needs the app at once (the blog): no waiting for the first paint. */
export const START_AT_ONCE_META = 'app-start-at-once';

export const startsAtOnce = (): boolean => document.querySelector(`meta[name="${START_AT_ONCE_META}"]`) !== null;

/** Starts downloading the listed modules, in parallel with the app's own code. */
export function preloadPageModules(): void {
  const list = document.querySelector(`meta[name="${PAGE_MODULES_META}"]`)?.getAttribute('content') ?? '';
  // Built apart and added at once: one change to the document instead of twenty.
  const links = document.createDocumentFragment();
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
