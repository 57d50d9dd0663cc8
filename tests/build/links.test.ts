// @vitest-environment jsdom
// The browser's own HTML parser (jsdom's here) reads the pages, templates and all.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { PAGE_MODULES_META } from '../../src/lib/page-modules';
import { DIST, readDist } from './built-site';
import { appRouteCount, servedFile } from './hosting';

/**
 * A link checker over the built site: every internal link and every file a page loads (scripts, styles,
 * pictures in src and srcset, video posters, the icons and screenshots of the manifest, what the style
 * sheet loads) must be something Hosting serves, and a link to a part of a page (#id) must find it there.
 */
const SITE_ORIGIN = new URL(site.url).origin;

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const pages = htmlFiles(DIST).map((file) => relative(DIST, file));

/** The address Hosting serves a page of dist/ at: `programs/education.html` → `/programs/education`. */
const pageUrl = (page: string): string =>
  new URL(page === 'index.html' ? '/' : `/${page.replace(/\.html$/, '')}`, SITE_ORIGIN).href;

/** The site's own path of a URL (with its #part), or undefined for another site, mail, a phone number. */
function internalTarget(url: string, base: string): { path: string; hash: string } | undefined {
  const resolved = new URL(url, base);
  if (resolved.origin !== SITE_ORIGIN) return undefined;
  return { path: resolved.pathname, hash: decodeURIComponent(resolved.hash.slice(1)) };
}

const documents = new Map<string, Document>();
function parse(file: string): Document {
  let document = documents.get(file);
  if (!document) {
    document = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
    documents.set(file, document);
  }
  return document;
}

const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** Every URL a page links to or loads. */
function urlsIn(root: Document): { url: string; link: boolean }[] {
  const all = (selector: string, attribute: string) =>
    [...root.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
  return [
    ...all('a[href]', 'href').map((url) => ({ url, link: true })),
    ...[
      ...all('link[href]', 'href'),
      ...all('script[src]', 'src'),
      ...all('img[src], source[src], video[src], audio[src], track[src], iframe[src]', 'src'),
      ...all('img[srcset], source[srcset]', 'srcset').flatMap(srcsetUrls),
      ...all('video[poster]', 'poster'),
      ...all('meta[property="og:image"], meta[property="og:url"]', 'content'),
      ...all(`meta[name="${PAGE_MODULES_META}"]`, 'content').flatMap((list) => list.split(' ').filter(Boolean)),
    ].map((url) => ({ url, link: false })),
  ];
}

/** What is wrong with a URL found in `from`, or undefined when Hosting serves it (and its #part is there). */
function problem(url: string, from: string, base = pageUrl(from)): string | undefined {
  const target = internalTarget(url, base);
  if (!target) return undefined;
  const file = servedFile(target.path);
  if (!file) return `${from}: ${url} is not served`;
  if (target.hash && file.endsWith('.html')) {
    const document = parse(file);
    if (!document.getElementById(target.hash)) return `${from}: ${url} has no element #${target.hash}`;
  }
  return undefined;
}

describe('the link checker', () => {
  it('knows the files, the clean URLs, the rewrites and the routes Hosting serves, and nothing else', () => {
    expect(appRouteCount()).toBeGreaterThan(0);
    expect(problem('/about', 'test')).toBeUndefined();
    expect(problem('/favicon.svg', 'test')).toBeUndefined();
    expect(problem('/blog/any-post-id', 'test')).toBeUndefined();
    expect(problem('/blog/feed.xml', 'test')).toBeUndefined();
    expect(problem('/admin', 'test')).toBeUndefined();
    expect(problem('https://elsewhere.example/missing', 'test')).toBeUndefined();
    expect(problem('mailto:someone@example.org', 'test')).toBeUndefined();
    // A mistyped page, a missing picture and a missing part of a page.
    expect(problem('/abuot', 'test')).toBe('test: /abuot is not served');
    expect(problem('/images/missing.avif', 'test')).toBe('test: /images/missing.avif is not served');
    expect(problem('/programs/no-such-program', 'test')).toBeDefined();
    expect(problem('/about#no-such-part', 'test')).toBe('test: /about#no-such-part has no element #no-such-part');
    // Relative to the page it is on.
    expect(problem('#main', 'contact.html')).toBeUndefined();
    expect(problem('education', 'programs/community-development.html')).toBeUndefined();
    expect(problem('education', 'index.html')).toBe('index.html: education is not served');
  });
});

describe('every link and file of the built site', () => {
  it('has pages to check', () => {
    expect(pages).toContain('index.html');
    expect(pages.length).toBeGreaterThan(10);
  });

  for (const page of pages) {
    it(`resolves from ${page}`, () => {
      const urls = urlsIn(parse(join(DIST, page)));
      expect(urls.some(({ link }) => link) || page === 'app-shell.html').toBe(true);
      const problems = urls.map(({ url }) => problem(url, page)).filter((found) => found !== undefined);
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  it('resolves from the manifest: start URL, icons, screenshots and shortcuts', () => {
    const manifest = JSON.parse(readDist('manifest.webmanifest')) as {
      start_url: string;
      icons?: { src: string }[];
      screenshots?: { src: string }[];
      shortcuts?: { url: string; icons?: { src: string }[] }[];
    };
    const urls = [
      manifest.start_url,
      ...(manifest.icons ?? []).map((icon) => icon.src),
      ...(manifest.screenshots ?? []).map((screenshot) => screenshot.src),
      ...(manifest.shortcuts ?? []).flatMap((shortcut) => [shortcut.url, ...(shortcut.icons ?? []).map((i) => i.src)]),
    ];
    expect(urls.length).toBeGreaterThan(2);
    const base = `${SITE_ORIGIN}/manifest.webmanifest`;
    expect(urls.map((url) => problem(url, 'manifest.webmanifest', base)).filter(Boolean)).toEqual([]);
  });

  it('resolves from the style sheets', () => {
    const sheets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const problems = sheets.flatMap((sheet) =>
      [...readDist(`assets/${sheet}`).matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
        .map((match) => match[1] ?? '')
        .filter((url) => !url.startsWith('data:') && !url.startsWith('#'))
        .map((url) => problem(url, `assets/${sheet}`, `${SITE_ORIGIN}/assets/${sheet}`)),
    );
    expect(problems.filter(Boolean)).toEqual([]);
  });
});
