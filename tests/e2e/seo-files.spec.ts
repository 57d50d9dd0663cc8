import { expect, test } from './support/test';
import { site } from '../../src/config/site';
import { stories } from '../../src/content/stories';

test('robots.txt lets crawlers in, keeps them out of /admin and points to the sitemaps of the pages and the posts', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain('Disallow: /cms');
  expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  expect(lines).toContain(`Sitemap: ${site.url}/sitemap-posts.xml`);
});

test('sitemap.xml lists the public pages, stories and programs, and not the admin or thank-you pages', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of [
    '/',
    '/about',
    '/programs',
    '/impact',
    '/impact/report',
    '/contact',
    '/donate',
    '/privacy',
    '/terms',
  ]) {
    expect(locations).toContain(new URL(path, site.url).href);
  }
  expect(locations).toContain(`${site.url}/programs/education`);
  // Every story of content/stories.json, and nothing else under /impact/story/.
  expect(locations.filter((url) => url?.includes('/impact/story/'))).toEqual(
    stories.map((story) => `${site.url}/impact/story/${story.id}`),
  );
  expect(locations.some((url) => url?.includes('/admin') || url?.includes('/donate/success'))).toBe(false);
});

test("every page's footer links to the blog's feed, and the link answers the RSS feed", async ({ page, request }) => {
  await page.goto('/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Blog feed (RSS)' });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  expect(await response.text()).toMatch(/<rss [^>]*version="2\.0"/);
});
