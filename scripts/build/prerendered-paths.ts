/**
 * Which paths are prerendered, and into which file. Every page in the sitemap plus the blog's
 * list (its shell is static; posts fill in from the mirror and Firestore). Blog posts and /admin
 * are not: they are data or private, and open from the app shell instead.
 */
import { sitemapPaths } from '../../src/content/page-meta';

export function prerenderedPaths(): string[] {
  return [...sitemapPaths(), '/blog'];
}

/** `/` → `index.html`, `/programs/education` → `programs/education.html` (Hosting's and Workbox's clean URLs). */
export function prerenderedFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
