/**
 * Which pages are prerendered, and into which file: every page in the sitemap, the donate page for
 * each gift type, the thank-you page, and the blog's two pages without posts, which the blog's
 * function renders posts into (and the worker opens offline, the posts then coming from the mirror). /admin is private and opens
 * from the app shell.
 */
import { DONATION_TYPES } from '../../src/content/donations';
import { sitemapPaths } from '../../src/content/page-meta';
import { BLOG_LIST_SHELL_PATH, POST_SHELL_PATH } from '../../src/shared/sw-contract';

export interface PrerenderedPage {
  /** The URL the prerenderer renders. */
  path: string;
  /** Where the HTML goes in dist/. */
  file: string;
  /**
   * The page's own title, description and canonical URL go into <head>. Not for the post shell,
   * which stands in for every post: the browser adds each post's own when it takes over.
   */
  ownHead: boolean;
}

/** `/` → `index.html`, `/programs/education` → `programs/education.html` (Hosting's and Workbox's clean URLs). */
export function prerenderedFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export function prerenderedPages(): PrerenderedPage[] {
  const paths = [...sitemapPaths(), ...DONATION_TYPES.map((type) => `/donate/${type}`), '/donate/success'];
  const postShellFile = POST_SHELL_PATH.slice(1);
  return [
    ...paths.map((path) => ({ path, file: prerenderedFileFor(path), ownHead: true })),
    { path: '/blog', file: BLOG_LIST_SHELL_PATH.slice(1), ownHead: true },
    // Rendered as a post whose id is the file's name: the page shows "Loading..." until the post arrives.
    { path: `/${postShellFile.replace(/\.html$/, '')}`, file: postShellFile, ownHead: false },
  ];
}
