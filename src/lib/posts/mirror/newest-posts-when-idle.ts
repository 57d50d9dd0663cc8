import { MESSAGE, type PageToWorkerMessage } from '../../../shared/sw-contract';
import { whenIdle } from '../../yield-to-browser';

/** A calm moment after `load`: then the newest posts are read, never competing with the page itself. */
function afterLoadWhenIdle(task: () => void): void {
  const idle = (): void => whenIdle(task, 5_000, 2_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** /blog's first page reads and saves the very same posts itself (src/features/blog/read/post-reads.ts). */
function pageReadsThemItself(): boolean {
  const path = window.location.pathname.replace(/\/$/, '');
  const search = new URLSearchParams(window.location.search);
  return path === '/blog' && !search.has('after') && !search.has('before');
}

/** The worker saves them (sw/newest-posts.ts), so the page downloads none of that code and does none of the work. */
export function mirrorNewestPostsWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => {
    if (pageReadsThemItself()) return;
    const ask = (): void => {
      const message: PageToWorkerMessage = { type: MESSAGE.mirrorNewestPosts };
      navigator.serviceWorker.controller?.postMessage(message);
    };
    if (navigator.serviceWorker.controller) ask();
    else navigator.serviceWorker.addEventListener('controllerchange', ask, { once: true });
  });
}
