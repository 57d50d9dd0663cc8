// @vitest-environment jsdom
// The browser's own HTML parser (jsdom's here) reads the pages, templates and all.
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { site } from '../../src/config/site';
import { readDist } from './built-site';

/**
 * What search engines and link previews read in each prerendered page's <head>: a title of its own,
 * a description, and one canonical URL on the site's origin (the one sitemap.xml uses, from
 * src/config/site.ts): its own address, or for a variant of a page (a gift type of /donate) that page's.
 */
interface Head {
  path: string;
  file: string;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  ogUrl: string | undefined;
}

function readHead(path: string, file: string): Head {
  const document = new DOMParser().parseFromString(readDist(file), 'text/html');
  const contents = (selector: string, attribute: string) =>
    [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
  return {
    path,
    file,
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent.trim()),
    descriptions: contents('meta[name="description"]', 'content'),
    canonicals: contents('link[rel="canonical"]', 'href'),
    ogUrl: contents('meta[property="og:url"]', 'content')[0],
  };
}

const pages = prerenderedPages();
const heads = pages.filter((page) => page.ownHead).map((page) => readHead(page.path, page.file));
const sitemap = [...readDist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
const ownUrl = (path: string): string => new URL(path, site.url).href;

describe('the heads of the prerendered pages', () => {
  it('are read from every page that has a head of its own', () => {
    expect(heads.length).toBe(pages.length - 1);
  });

  for (const head of heads) {
    describe(`${head.path} (${head.file})`, () => {
      it('has one title, naming the page and the site', () => {
        expect(head.titles).toHaveLength(1);
        expect(head.titles[0]).toContain(site.name);
        expect(head.titles[0]).not.toBe(site.name);
      });

      it('has one meta description of a sentence or so', () => {
        expect(head.descriptions).toHaveLength(1);
        expect(head.descriptions[0]?.length).toBeGreaterThanOrEqual(20);
      });

      it("has one canonical URL on the site's origin: its own, or a listed page it is a variant of", () => {
        expect(head.canonicals).toHaveLength(1);
        const canonical = head.canonicals[0] ?? '';
        expect(new URL(canonical).origin).toBe(new URL(site.url).origin);
        if (canonical !== ownUrl(head.path)) expect(sitemap).toContain(canonical);
        expect(head.ogUrl).toBe(canonical);
      });
    });
  }

  it('have titles no two pages share', () => {
    const titles = heads.map((head) => head.titles[0]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('name every page of sitemap.xml as its own canonical URL, on the same origin', () => {
    expect(sitemap.length).toBeGreaterThan(0);
    const ownCanonicals = heads.filter((head) => head.canonicals[0] === ownUrl(head.path)).map((h) => h.canonicals[0]);
    expect(sitemap.filter((url) => !ownCanonicals.includes(url))).toEqual([]);
  });
});

describe('the blog post shell', () => {
  const shell = pages.find((page) => !page.ownHead);

  it("claims no post's address or description: the app adds each post's when it takes over", () => {
    expect(shell).toBeDefined();
    const head = readHead(shell?.path ?? '', shell?.file ?? '');
    expect(head.titles).toEqual([site.name]);
    expect(head.canonicals).toEqual([]);
    expect(head.descriptions).toEqual([]);
  });
});
