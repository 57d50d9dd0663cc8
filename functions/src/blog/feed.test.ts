// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderFeed } from './feed';
import { renderPostsSitemap } from './posts-sitemap';
import { ORIGIN, plainPost, trickyPost } from './test-posts';

/** A strict XML parse: a feed that is not well-formed XML has no <rss> root here. */
const parseXml = (text: string): Document => new DOMParser().parseFromString(text, 'application/xml');

const children = (parent: Element, name: string): Element[] =>
  [...parent.children].filter((child) => child.tagName === name);
const textOf = (parent: Element, name: string): string | undefined =>
  children(parent, name)[0]?.textContent ?? undefined;

describe('the blog feed', () => {
  it('is an RSS 2.0 channel whose items carry each post, texts intact and links absolute', () => {
    const feed = parseXml(renderFeed([trickyPost, plainPost], ORIGIN));
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
    const rss = feed.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const [channel, ...moreChannels] = children(rss, 'channel');
    if (!channel) throw new Error('The feed has no channel.');
    expect(moreChannels).toEqual([]);
    // RSS 2.0's required channel elements.
    for (const name of ['title', 'link', 'description']) expect(textOf(channel, name)).toBeTruthy();
    expect(textOf(channel, 'link')).toBe(`${ORIGIN}/blog`);
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${ORIGIN}/blog/feed.xml`);

    const items = children(channel, 'item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [Element, Element];
    expect(textOf(first, 'title')).toBe(trickyPost.title);
    expect(textOf(first, 'description')).toBe(trickyPost.summary);
    const link = textOf(first, 'link');
    expect(link).toBe(`${ORIGIN}/blog/water%20%26%20%3Cwells%3E`);
    expect(textOf(first, 'guid')).toBe(link);
    expect(new Date(textOf(first, 'pubDate') ?? '').getTime()).toBe(trickyPost.createdAt.seconds * 1000);
    const cover = first.getElementsByTagName('media:content')[0];
    expect(cover?.getAttribute('url')).toBe(`${ORIGIN}/blog/photos/photo-1`);
    expect(cover?.getAttribute('width')).toBe('1200');
    expect(cover?.textContent).toBe(trickyPost.cover?.description);
    expect(second.getElementsByTagName('media:content')).toHaveLength(0);
  });

  it('is a valid, empty channel before the first post', () => {
    const feed = parseXml(renderFeed([], ORIGIN));
    expect(feed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(feed.getElementsByTagName('item')).toHaveLength(0);
    expect(feed.getElementsByTagName('channel')).toHaveLength(1);
  });
});

describe("the posts' sitemap", () => {
  it('lists every post at its absolute address with its last change', () => {
    const sitemap = parseXml(renderPostsSitemap([trickyPost, plainPost], ORIGIN));
    expect(sitemap.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(sitemap.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...sitemap.getElementsByTagName('url')].map((url) => ({
      loc: textOf(url, 'loc'),
      lastmod: textOf(url, 'lastmod'),
    }));
    expect(urls).toEqual([
      { loc: `${ORIGIN}/blog/water%20%26%20%3Cwells%3E`, lastmod: '2026-11-21T08:00:00.000Z' },
      { loc: `${ORIGIN}/blog/plain`, lastmod: plainPost.updatedAt.toISOString() },
    ]);
  });
});
