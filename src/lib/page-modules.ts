/**
 * The code a prerendered page's route needs, listed by the build (scripts/build/prerender-plugin.ts)
 * in a meta tag rather than as modulepreload links, so that it downloads after the first paint
 * instead of competing with the page's style sheet and pictures.
 */
export const PAGE_MODULES_META = 'app-page-modules';

/**
 * Links added per task. Each starts a fetch: 6-30 ms a link on the emulated phone in this Linux lab's
 * traces (27 November). Vite's preload helper, run by the app's import in the same task as the first
 * batch, links only what is not linked yet. Two per task, with the import in a task of its own,
 * measured no shorter: the helper then linked the app's code itself, in that task. Timed alone, the
 * same five links took 0.9-74 ms to append: mostly this host's waiting, so the batch size (and whether
 * fewer, larger chunks would pay) is for a real phone to settle.
 */
const LINKS_PER_TASK = 5;

/**
 * Starts downloading the listed modules, in parallel with the app's own code. A few links per task,
 * so that twenty of them do not make one long task while the visitor is starting to read.
 */
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
