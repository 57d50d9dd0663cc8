// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE, PHOTO_CACHE } from './blog-server';
import { renderRoute } from '../../../src/entry-server';
import { SERVED_POSTS_ID, type ServedPostsData } from '../../../src/features/blog/read/served-posts';
import { renderBlogPage, renderPostPage } from './blog-pages';
import type { SiteFiles } from './site-files';
import { site as siteConfig } from '../../../src/config/site';
import { plainPost, trickyPost } from './test-posts';

/**
 * The pages the build writes for the function (dist/blog/post-shell.html, list-shell.html), cut to
 * what it fills: the title and #root, which is the body's last element. The routes are the app's,
 * rendered by src/entry-server.tsx itself; the built files are checked through the Hosting and
 * Functions emulators (tests/blog-server).
 */
const SHELL =
  '<!doctype html><html lang="en-NG"><head><meta charset="UTF-8" /><title>Hope Harvest Mission</title></head><body><div id="root"><main><p role="status">Loading...</p></main></div>\n</body></html>';
const site: SiteFiles = { postShell: SHELL, blogPage: SHELL, renderRoute };

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const metaContent = (page: Document, key: string): string | null | undefined =>
  page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe("a post's page", () => {
  it("has the post's own head, its texts intact and every address absolute", async () => {
    const page = parse(await renderPostPage(site, trickyPost.id, trickyPost));
    // The site's own address, as on every other page: the function's answers are the same site.
    const ORIGIN = siteConfig.url;
    const url = `${ORIGIN}/blog/water%20%26%20%3Cwells%3E`;
    expect(page.title).toBe(`${trickyPost.title} | Hope Harvest Mission`);
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(metaContent(page, 'description')).toBe(trickyPost.summary);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(metaContent(page, 'og:url')).toBe(url);
    expect(metaContent(page, 'og:type')).toBe('article');
    expect(metaContent(page, 'og:title')).toBe(trickyPost.title);
    expect(metaContent(page, 'og:description')).toBe(trickyPost.summary);
    expect(metaContent(page, 'article:published_time')).toBe('2026-11-20T23:30:00.000Z');
    expect(metaContent(page, 'og:image')).toBe(`${ORIGIN}/blog/photos/photo-1`);
    expect(metaContent(page, 'og:image:width')).toBe('1200');
    expect(metaContent(page, 'og:image:height')).toBe('800');
    expect(metaContent(page, 'og:image:alt')).toBe(trickyPost.cover?.description);
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
    const feed = page.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href');
    expect(new URL(feed ?? '', url).href).toBe(`${ORIGIN}/blog/feed.xml`);
    // Nothing from the post's texts became markup.
    expect(page.querySelectorAll('script:not([type="application/json"]), b, friends, wells')).toHaveLength(0);
  });

  for (const [name, post] of [
    ['without a cover', plainPost],
    [
      'with a cover narrower than previews take',
      { ...plainPost, cover: { id: 'small', width: 299, height: 200, description: 'Small' } },
    ],
  ] as const) {
    it(`${name}, previews show the site picture at an absolute address`, async () => {
      const page = parse(await renderPostPage(site, post.id, post));
      expect(metaContent(page, 'og:image')).toMatch(new RegExp(`^${siteConfig.url}/images/`));
      expect(Number(metaContent(page, 'og:image:width'))).toBeGreaterThanOrEqual(300);
      expect(metaContent(page, 'og:image:alt')).toBeTruthy();
    });
  }

  it("has the post in #root as the app draws it, and the same post for the app's first render", async () => {
    const post = { ...trickyPost, content: 'First line.\n\nSecond "quoted" one with **bold**.' };
    const page = parse(await renderPostPage(site, post.id, post));
    const article = page.querySelector('#root article');
    expect(article?.querySelector('h1')?.textContent).toBe(post.title);
    expect([...(article?.querySelectorAll('p[dir]') ?? [])].map((p) => p.textContent)).toEqual([
      'First line.',
      'Second "quoted" one with bold.',
    ]);
    expect(article?.querySelector('strong')?.textContent).toBe('bold');
    // Published late on the 20th in UTC is the 21st in Nigeria, where the readers are.
    expect(article?.querySelector('time')?.textContent).toBe('21 November 2026');
    expect(article?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T23:30:00.000Z');
    expect(page.querySelector('#root')?.textContent).not.toContain('Loading...');
    // Without JavaScript the cover comes from its address.
    expect(article?.querySelector('noscript')?.innerHTML).toContain('/blog/photos/photo-1');
    const served = JSON.parse(page.getElementById(SERVED_POSTS_ID)?.textContent ?? '') as ServedPostsData;
    expect(served.post?.id).toBe(post.id);
    expect(served.post?.value?.content).toBe(post.content);
    expect(served.post?.value).not.toHaveProperty('updatedAt');
  });

  it('the posts it carries cannot close their script element, whatever their text', async () => {
    const post = { ...plainPost, content: 'A </script><script>alert(1)</script> trick.' };
    const page = parse(await renderPostPage(site, post.id, post));
    const served = JSON.parse(page.getElementById(SERVED_POSTS_ID)?.textContent ?? '') as ServedPostsData;
    expect(served.post?.value?.content).toBe(post.content);
    expect(page.querySelectorAll('script')).toHaveLength(1);
  });

  it('an unknown post is the app\'s "Post not found", titled so and kept out of search results', async () => {
    const page = parse(await renderPostPage(site, 'gone', null));
    expect(page.title).toMatch(/^Post not found/);
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(page.querySelector('#root h1')?.textContent).toBe('Post not found');
  });
});

describe('/blog', () => {
  it('lists the newest posts, linked, and carries them for the app without their texts', async () => {
    const page = parse(await renderBlogPage(site, [trickyPost, plainPost]));
    const titles = [...page.querySelectorAll('#root article h2')].map((h) => h.textContent);
    expect(titles).toEqual([trickyPost.title, plainPost.title]);
    expect(page.querySelector(`#root a[href="/blog/${encodeURIComponent(plainPost.id)}"]`)).not.toBeNull();
    const served = JSON.parse(page.getElementById(SERVED_POSTS_ID)?.textContent ?? '') as ServedPostsData;
    expect(served.newest?.map((post) => post.id)).toEqual([trickyPost.id, plainPost.id]);
    // A list shows no post's text: a long post must not travel with /blog.
    expect(served.newest?.some((post) => 'content' in post)).toBe(false);
  });
});

describe('cache times', () => {
  it("firebase.json's header rules give the function's addresses the function's own cache times", () => {
    // Hosting applies its header rules to a function's answers too: a differing rule would win.
    const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { target: string; headers: { source: string; headers: { key: string; value: string }[] }[] }[];
    };
    const site = config.hosting.find((candidate) => candidate.target === 'site');
    const cacheFor = (source: string): string | undefined =>
      site?.headers.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Cache-Control')
        ?.value;
    expect(cacheFor('/blog')).toBe(PAGE_CACHE);
    expect(cacheFor('/blog/!(*.*)')).toBe(PAGE_CACHE);
    expect(cacheFor('/blog/photos/*')).toBe(PHOTO_CACHE);
  });
});
