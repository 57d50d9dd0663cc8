/**
 * Which paths are prerendered, and into which file: every page in the sitemap, the blog's list
 * (its shell is static; posts fill in from the mirror and Firestore), the donate page for each
 * gift type and the thank-you page. Blog posts and /admin are not: they are data or private,
 * and open from the app shell instead.
 */
import { DONATION_TYPES } from '../../src/content/donations';
import { sitemapPaths } from '../../src/content/page-meta';

export function prerenderedPaths(): string[] {
  return [...sitemapPaths(), '/blog', ...DONATION_TYPES.map((type) => `/donate/${type}`), '/donate/success'];
}

/** `/` → `index.html`, `/programs/education` → `programs/education.html` (Hosting's and Workbox's clean URLs). */
export function prerenderedFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
