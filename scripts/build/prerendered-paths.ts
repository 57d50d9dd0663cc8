/**
 * Every page in the sitemap, the donate page of each gift type, the thank-you page, and the blog's two
 * pages without posts, which the blog's function renders posts into. /admin opens from the app shell.
 */
import { DONATION_TYPES } from '../../src/content/donations';
import { sitemapPaths } from '../../src/content/page-meta';
import { BLOG_LIST_SHELL_PATH, POST_SHELL_PATH } from '../../src/shared/sw-contract';

export interface PrerenderedPage {
  path: string;
  /** In dist/. */
  file: string;
  /** False for the post shell, which stands in for every post: the browser adds each post's head. */
  ownHead: boolean;
}

export function prerenderedPages(): PrerenderedPage[] {
  const paths = [...sitemapPaths(), ...DONATION_TYPES.map((type) => `/donate/${type}`), '/donate/success'];
  const postShellFile = POST_SHELL_PATH.slice(1);
  return [
    // `/programs/education` → `programs/education.html` (Hosting's and Workbox's clean URLs).
    ...paths.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}.html`, ownHead: true })),
    { path: '/blog', file: BLOG_LIST_SHELL_PATH.slice(1), ownHead: true },
    // A post whose id is the file's name: "Loading..." until the post arrives.
    { path: `/${postShellFile.replace(/\.html$/, '')}`, file: postShellFile, ownHead: false },
  ];
}
