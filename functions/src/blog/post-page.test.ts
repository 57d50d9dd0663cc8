// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE, PHOTO_CACHE } from './blog-server';
import { renderMissingPostPage, renderPostPage } from './post-page';
import { ORIGIN, plainPost, trickyPost } from './test-posts';

/**
 * The post shell's parts the function fills, as the build writes them (dist/blog/post-shell.html:
 * the template is the app's own components rendered with early-view-contract.ts's stand-in post).
 * The real shell is checked through the Hosting and Functions emulators (tests/gifts/blog-server.test.ts).
 */
const SHELL = `<!doctype html><html lang="en-NG"><head><meta charset="UTF-8" /><title>Hope Harvest Mission</title></head><body><div id="root"><main><div><!--$--><div class="page" data-testid="post-page" data-early-view="post" aria-busy="true"><div data-no-script="">This post needs JavaScript.</div><p role="status">Loading...</p></div><!--/$--></div></main></div><template id="early-view-blog-post"><article aria-labelledby="post-title"><h1 id="post-title" dir="auto">early-view-post-title</h1><p>Published <time dateTime="1970-01-01T00:00:00.000Z">1 January 1970</time></p><span class="box" style="aspect-ratio:3 / 2;max-width:3px" data-post-cover=""><span class="placeholder" role="img" aria-label="early-view-cover-description"></span></span><div class="content"><p class="paragraph" dir="auto">early-view-post-paragraph</p></div></article></template></body></html>`;

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');
const metaContent = (page: Document, key: string): string | null | undefined =>
  page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe("a post's page", () => {
  it("has the post's own head, its texts intact and every address absolute", () => {
    const page = parse(renderPostPage(SHELL, trickyPost, ORIGIN));
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
    expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/blog/feed.xml`,
    );
    // Nothing from the post's texts became markup.
    expect(page.querySelectorAll('script, b, friends, wells')).toHaveLength(0);
  });

  it('without a cover, previews show the site picture at an absolute address', () => {
    const page = parse(renderPostPage(SHELL, plainPost, ORIGIN));
    expect(metaContent(page, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/images/`));
    expect(metaContent(page, 'og:image:alt')).toBeTruthy();
  });

  it('a post in plain paragraphs is in the page itself, drawn as the early view draws it', () => {
    const page = parse(
      renderPostPage(SHELL, { ...trickyPost, content: 'First line.\n\nSecond "quoted" one.' }, ORIGIN),
    );
    const slot = page.querySelector('[data-early-view="post"]');
    expect(slot?.getAttribute('aria-busy')).toBe('false');
    expect(slot?.querySelector('h1')?.textContent).toBe(trickyPost.title);
    expect([...(slot?.querySelectorAll('.content p') ?? [])].map((p) => p.textContent)).toEqual([
      'First line.',
      'Second "quoted" one.',
    ]);
    // Published late on the 20th in UTC is the 21st in Nigeria, where the readers are.
    expect(slot?.querySelector('time')?.textContent).toBe('21 November 2026');
    expect(slot?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T23:30:00.000Z');
    const cover = slot?.querySelector('[data-post-cover]');
    expect(cover?.getAttribute('style')).toBe('aspect-ratio:1200 / 800;max-width:1200px');
    expect(cover?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(trickyPost.cover?.description);
    expect(slot?.textContent).not.toContain('Loading...');
  });

  it('a post without a cover has no empty photo box', () => {
    const slot = parse(renderPostPage(SHELL, plainPost, ORIGIN)).querySelector('[data-early-view="post"]');
    expect(slot?.querySelector('h1')?.textContent).toBe(plainPost.title);
    expect(slot?.querySelector('[data-post-cover]')).toBeNull();
  });

  it('a post written in Markdown keeps the shell for the app to draw, never showing its signs', () => {
    const page = parse(renderPostPage(SHELL, { ...plainPost, content: 'Some **bold** words.' }, ORIGIN));
    expect(page.title).toBe(`${plainPost.title} | Hope Harvest Mission`);
    expect(page.body.textContent).not.toContain('**');
    expect(page.querySelector('[data-early-view="post"]')?.getAttribute('aria-busy')).toBe('true');
  });

  it('an unknown post is titled as not found and kept out of search results', () => {
    const page = parse(renderMissingPostPage(SHELL));
    expect(page.title).toMatch(/^Post not found/);
    expect(metaContent(page, 'robots')).toBe('noindex');
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
    expect(cacheFor('/blog/!(*.*)')).toBe(PAGE_CACHE);
    expect(cacheFor('/blog/photos/*')).toBe(PHOTO_CACHE);
  });
});
