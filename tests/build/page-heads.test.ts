// @vitest-environment jsdom
// The browser's own HTML parser (jsdom's here) reads the pages, templates and all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { site } from '../../src/config/site';
import { APP_SHELL_PATH } from '../../src/shared/sw-contract';
import { DIST, readDist, readEditorSite } from './built-site';

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

/** Width and height from a PNG's header (the IHDR chunk, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the tab icon', () => {
  // Chrome draws an SVG icon as a document of its own on the page's main thread: a long task on a
  // low-end phone soon after the first paint (scripts/media/generate-icons.ts). A PNG costs nothing.
  for (const file of [...pages.map((page) => page.file), APP_SHELL_PATH.slice(1)]) {
    it(`${file} links one icon, a PNG of the size it declares`, () => {
      const document = new DOMParser().parseFromString(readDist(file), 'text/html');
      const icons = [...document.head.querySelectorAll('link[rel~="icon"]')];
      expect(icons).toHaveLength(1);
      const [icon] = icons;
      expect(icon?.getAttribute('type')).toBe('image/png');
      const size = pngSize(readFileSync(join(DIST, icon?.getAttribute('href') ?? '')));
      expect(size).toBeDefined();
      expect(icon?.getAttribute('sizes')).toBe(`${String(size?.width)}x${String(size?.height)}`);
    });
  }
});

describe('the language of every page', () => {
  // Screen readers pick their voice and browsers their date and number formats from it: Nigerian English.
  it(`is the site's locale (${site.locale}) on every prerendered page, the app shell and the editor`, () => {
    const files = [...pages.map((page) => page.file), APP_SHELL_PATH.slice(1)].map((file) => ({
      file,
      html: readDist(file),
    }));
    // The editor's page is on its own site (dist-editor/).
    files.push({ file: 'cms/index.html', html: readEditorSite('cms/index.html') });
    const languages = files.map(({ file, html }) => ({
      file,
      lang: new DOMParser().parseFromString(html, 'text/html').documentElement.lang,
    }));
    expect(languages.filter(({ lang }) => lang !== site.locale)).toEqual([]);
  });
});
