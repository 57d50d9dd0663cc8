import { CMS_SIGN_IN_FUNCTION, CMS_SIGN_IN_PATH } from '../../src/shared/cms-sign-in';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEED_PATH } from '../../src/shared/blog-addresses';
import { describe, expect, it } from 'vitest';
import { ROUTES_IN_SHELL, SHELL_CHUNK } from '../../scripts/build/load-phase-chunks';
import { inlineScriptHash, productionScriptSources } from '../../scripts/build/early-press-script';
import { APP_SHELL_NO_SCRIPT } from '../../scripts/build/prerender-plugin';
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { site } from '../../src/config/site';
import { EARLY_PRESSES_GLOBAL } from '../../src/lib/early-presses/contract';
import { PAGE_MODULES_META } from '../../src/lib/page-modules';
import { APP_SHELL_PATH, POST_PATH_PATTERN, POST_SHELL_PATH } from '../../src/shared/sw-contract';
import { ADMINISTRATORS_FUNCTION, ADMINISTRATORS_PATH } from '../../src/shared/administrators';
import { FUNCTIONS_REGION } from '../../src/config/local-stack';
import { PRECACHED_PAGES } from '../../scripts/build/pwa-precache';
import { DIST, readDist, readPrecache, readViteManifest } from './built-site';
import { hostingSite } from '../../scripts/build/hosting-sites';

interface FirebaseJson {
  hosting: { target: string; rewrites: { source: string; destination?: string; function?: unknown }[] }[];
}

const viteManifest = readViteManifest();

const precached = new Set(readPrecache().map((entry) => entry.url.replace(/^\//, '')));
const linkedFiles = (html: string): string[] =>
  [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="\/([^"]+)"/g)].map((match) => match[1] ?? '');
/** The route's code that src/main.tsx preloads (scripts/build/route-assets.ts). */
const pageModules = (html: string): string[] =>
  (new RegExp(`<meta name="${PAGE_MODULES_META}" content="([^"]*)">`).exec(html)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((href) => href.slice(1));
const rootContent = (html: string): string =>
  /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html.replace(/<template\b[\s\S]*?<\/template>/g, ''))?.[1] ?? '';

describe('Hosting, the worker and the build agree on the shells', () => {
  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
  const rewrites = hostingSite(hosting, 'site').rewrites;

  it("rewrites the administrators function first, then the blog's feed, sitemap, photos, list and posts to its function, and everything else but the file folders to the app shell", () => {
    // A missing file under /assets/, /images/, /videos/ or /reports/ matches no rewrite: Hosting answers 404
    // (tests/e2e/missing-files.spec.ts). Functions' addresses come first, or the app shell would take them.
    // The blog's function renders /blog and each post (functions/src/blog); no file of dist/ is at
    // /blog, which Hosting would serve before the rewrite.
    const blogServer = { functionId: 'blogServer', region: FUNCTIONS_REGION };
    expect(rewrites).toEqual([
      { source: ADMINISTRATORS_PATH, function: { functionId: ADMINISTRATORS_FUNCTION, region: FUNCTIONS_REGION } },
      { source: '/feed.xml', function: blogServer },
      { source: '/sitemap-posts.xml', function: blogServer },
      { source: '/blog/photos/*', function: blogServer },
      { source: '/blog', function: blogServer },
      { source: '/blog/*', function: blogServer },
      { source: '!/@(assets|images|videos|reports)/**', destination: APP_SHELL_PATH },
    ]);
    expect(existsSync(join(DIST, 'blog.html'))).toBe(false);
    expect(existsSync(join(DIST, 'blog', 'index.html'))).toBe(false);
    expect(POST_PATH_PATTERN.test('/blog/some-post')).toBe(true);
    expect(POST_PATH_PATTERN.test('/blog/a/b')).toBe(false);
  });

  it("rewrites only the editor's sign-in to its function on the editor's own site, which has no app shell", () => {
    expect(hostingSite(hosting, 'editor').rewrites).toEqual([
      { source: `${CMS_SIGN_IN_PATH}/**`, function: { functionId: CMS_SIGN_IN_FUNCTION, region: FUNCTIONS_REGION } },
    ]);
  });
});

describe('the app shell', () => {
  const shell = readDist(APP_SHELL_PATH.slice(1));

  it('has an empty #root for the browser to render into, and is precached for offline use', () => {
    expect(shell).toContain('<div id="root"></div>');
    expect(precached.has(APP_SHELL_PATH.slice(1))).toBe(true);
  });

  it('says, without JavaScript, that the page needs it', () => {
    expect(shell).toContain(`<div id="root"></div>${APP_SHELL_NO_SCRIPT}`);
  });
});

describe('the blog post shell', () => {
  const html = readDist(POST_SHELL_PATH.slice(1));

  it('shows the site around a post that is loading, under the site-wide title', () => {
    expect(rootContent(html)).toContain('Loading...');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${site.name}</title>`);
  });
});

for (const { path, file, ownHead } of prerenderedPages()) {
  describe(`the prerendered ${path} (${file})`, () => {
    const html = readDist(file);

    it('preloads no module from the head, which would compete with its style sheet', () => {
      expect(html).not.toContain('rel="modulepreload"');
    });

    if (ownHead) {
      it('holds the page itself: a heading, its own title and description', () => {
        expect(rootContent(html)).toMatch(/<h1\b/);
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).toMatch(new RegExp(`<title>[^<]*${site.name}[^<]*</title>`));
        expect(html).not.toContain(`<title>${site.name}</title>`);
        expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      });
    }

    it('has one inline script, the first-moments one, right after the charset and allowed by the policy by its hash', () => {
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(inline).toHaveLength(1);
      expect(html).toMatch(/^<!doctype html>\s*<html[^>]*>\s*<head>\s*<meta charset="UTF-8" \/><script>/);
      expect(productionScriptSources('.')).toContain(inlineScriptHash(inline[0] ?? ''));
      expect(inline[0]).toContain(EARLY_PRESSES_GLOBAL);
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(tags.filter((tag) => tag !== '<script>' && !/\bsrc="/.test(tag))).toEqual([]);
    });

    it("lists its route's code for early download: the route's chunk and all it imports, each precached", () => {
      const listed = pageModules(html);
      // Home's page is in the shell chunk (scripts/build/load-phase-chunks.ts), every other route's in its own.
      const isRouteChunk = ROUTES_IN_SHELL.includes(path)
        ? (_key: string, chunk: { name?: string }) => chunk.name === SHELL_CHUNK
        : (key: string) => key.includes('?tsr-split');
      const routeChunks = Object.entries(viteManifest).filter(
        ([key, chunk]) => isRouteChunk(key, chunk) && listed.includes(chunk.file),
      );
      expect(routeChunks.length).toBeGreaterThan(0);
      const imported = routeChunks.flatMap(([, chunk]) =>
        (chunk.imports ?? []).map((key) => viteManifest[key]?.file ?? key),
      );
      expect(imported.filter((file) => !listed.includes(file) && !html.includes(`/${file}"`))).toEqual([]);
      expect(listed.filter((file) => !precached.has(file))).toEqual([]);
    });

    it('links only files that exist and are precached (the page itself is kept once opened)', () => {
      // The feed (rel="alternate") is the blog's function's, not a file.
      const files = linkedFiles(html).filter((linked) => `/${linked}` !== FEED_PATH);
      expect(files.some((linked) => linked.endsWith('.css'))).toBe(true);
      expect(files.filter((linked) => !existsSync(join(DIST, linked)))).toEqual([]);
      expect(files.filter((linked) => !linked.endsWith('.webmanifest') && !precached.has(linked))).toEqual([]);
      // Only the shells and Home are precached (scripts/build/pwa-precache.ts); the app draws the others offline.
      expect(precached.has(file)).toBe((PRECACHED_PAGES as readonly string[]).includes(file));
    });
  });
}
