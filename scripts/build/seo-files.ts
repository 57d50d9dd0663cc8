/** robots.txt and sitemap.xml from the pages' own sources, so a new page or domain never leaves them stale. */
import type { Plugin } from 'vite';
import { site } from '../../src/config/site';
import { sitemapPaths } from '../../src/content/page-meta';
import { POSTS_SITEMAP_PATH } from '../../src/shared/blog-addresses';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
const absoluteUrl = (path: string, origin: string): string => new URL(path, origin).href;

export function buildSitemap(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    // The blog's posts, listed by a function as they are published (functions/src/blog).
    `Sitemap: ${absoluteUrl(POSTS_SITEMAP_PATH, origin)}`,
    '',
  ].join('\n');
}

const FILES = {
  'robots.txt': { type: 'text/plain', build: () => buildRobots(site.url) },
  'sitemap.xml': { type: 'application/xml', build: () => buildSitemap(sitemapPaths(), site.url) },
} as const;

const isSeoFile = (name: string): name is keyof typeof FILES => Object.hasOwn(FILES, name);

export function seoFilesPlugin(): Plugin {
  return {
    name: 'charity:seo-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        if (isSeoFile(name)) {
          response.setHeader('Content-Type', `${FILES[name].type}; charset=utf-8`);
          response.end(FILES[name].build());
        } else next();
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(FILES)) {
        this.emitFile({ type: 'asset', fileName, source: file.build() });
      }
    },
  };
}
