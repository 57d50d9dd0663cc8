/** A calm moment after `load`: then the newest posts are read, never competing with the page itself. */
function afterLoadWhenIdle(task: () => void): void {
  const idle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 2_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** /blog's first page reads and saves the very same posts itself (src/features/blog/read/post-reads.ts). */
function pageReadsThemItself(): boolean {
  const path = window.location.pathname.replace(/\/$/, '');
  const search = new URLSearchParams(window.location.search);
  return path === '/blog' && !search.has('after') && !search.has('before');
}

/**
 * Once per start of the app, when the page is idle: saves the newest posts for offline reading when
 * online (mirror-newest-posts.ts, loaded only then), and drops the saved photos no saved post names
 * any more. A failure costs nothing but the offline copy.
 */
export function mirrorNewestPostsWhenIdle(): void {
  afterLoadWhenIdle(() => {
    import('./mirror-newest-posts')
      .then(async ({ mirrorNewestPosts, forgetUnusedPhotos }) => {
        if (navigator.onLine && !pageReadsThemItself()) await mirrorNewestPosts();
        await forgetUnusedPhotos();
      })
      .catch((error: unknown) => {
        console.warn('Could not save the newest posts for offline reading', error);
      });
  });
}
