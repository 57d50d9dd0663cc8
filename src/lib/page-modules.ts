/**
 * The build lists a route's code in a meta tag (scripts/build/prerender-plugin.ts), not as modulepreload
 * links, so it downloads after the first paint instead of competing with the style sheet and pictures.
 */
export const PAGE_MODULES_META = 'app-page-modules';

/** Each link starts a fetch; a few per task, so twenty do not make one long task while the visitor reads. */
const LINKS_PER_TASK = 5;

export function preloadPageModules(): void {
  const list = document.querySelector(`meta[name="${PAGE_MODULES_META}"]`)?.getAttribute('content') ?? '';
  const hrefs = list.split(' ').filter(Boolean);
  const addFrom = (start: number): void => {
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (start + LINKS_PER_TASK < hrefs.length) setTimeout(() => addFrom(start + LINKS_PER_TASK), 0);
  };
  addFrom(0);
}
