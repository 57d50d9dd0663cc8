import { postPath } from '../../../src/shared/blog-addresses';
import { absolute, escapeMarkup } from './markup';

/**
 * The posts' sitemap, with each post's last change as `lastmod`. The build's /sitemap.xml keeps the
 * site's own pages; robots.txt names both files (the protocol allows several), so no sitemap index.
 */
export function renderPostsSitemap(posts: readonly { id: string; updatedAt: Date }[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeMarkup(absolute(postPath(post.id), origin))}</loc><lastmod>${post.updatedAt.toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
