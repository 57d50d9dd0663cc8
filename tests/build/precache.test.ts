import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECACHE_BYTES } from '../../scripts/build/byte-budgets';
import {
  PRECACHE_MAX_FILE_BYTES,
  PRECACHED_PAGES,
  PRECACHED_STATIC_FILES,
  isUnprecachedChunk,
  UNPRECACHED_CHUNKS,
} from '../../scripts/build/pwa-precache';
import { site } from '../../src/config/site';
import { IMAGE_TONES } from '../../src/content/image-tones.gen';
import { mediaManifest } from '../../src/content/media-manifest';
import { compressedSize, DIST, fileSize, filesNeededBy, readDist, readPrecache, readViteManifest } from './built-site';

const precache = readPrecache();
const precached = new Set(precache.map((entry) => entry.url.replace(/^\//, '')));
const viteManifest = readViteManifest();
const routeKeys = Object.keys(viteManifest).filter((key) => key.startsWith('src/routes/'));

const missing = (files: Iterable<string>): string[] => [...files].filter((file) => !precached.has(file));
/** Missing, apart from the chunks left out on purpose (the administrator's page and Firebase Auth). */
const missingPublic = (files: Iterable<string>): string[] => missing(files).filter((file) => !isUnprecachedChunk(file));
const adminRoute = 'src/routes/admin.tsx?tsr-split=component';

describe('the precache in dist/sw.js', () => {
  it('has the app shell, Home, the post shell, the manifest and the favicon', () => {
    expect(missing([...PRECACHED_PAGES, 'manifest.webmanifest', ...PRECACHED_STATIC_FILES])).toEqual([]);
  });

  it('has every chunk and style sheet the entry needs, lazy ones included', () => {
    expect(missingPublic(filesNeededBy(viteManifest, 'index.html'))).toEqual([]);
  });

  it('finds the routes in the build', () => {
    // A guard for the test below: the router's code splitting must still name route files.
    expect(routeKeys.length).toBeGreaterThanOrEqual(15);
  });

  for (const key of routeKeys.filter((routeKey) => routeKey !== adminRoute)) {
    it(`has every chunk of ${key.replace(/\?.*$/, '')}, and of what it loads lazily`, () => {
      // The entry is checked above; leaving it out keeps this list to the route's own files.
      expect(missingPublic(filesNeededBy(viteManifest, key, new Set(['index.html'])))).toEqual([]);
    });
  }

  it('has every JavaScript and CSS file of the build, but the administrator’s', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(missingPublic(assets.map((file) => `assets/${file}`))).toEqual([]);
  });

  it('leaves out the administrator’s page and Firebase Auth, which only signed-in staff load', () => {
    const adminFile = viteManifest[adminRoute]?.file;
    expect(adminFile).toBeDefined();
    expect(isUnprecachedChunk(adminFile ?? '')).toBe(true);
    expect([...precached].filter(isUnprecachedChunk)).toEqual([]);
    expect(readdirSync(join(DIST, 'assets')).filter((file) => isUnprecachedChunk(`assets/${file}`))).toHaveLength(
      UNPRECACHED_CHUNKS.length,
    );
  });

  it('holds no picture, video, report PDF, other page, screenshot, source map or icon: a first visit stays light', () => {
    const unwanted = [...precached].filter(
      (url) =>
        /^images\/|^videos\/|^reports\/|\.pdf$|^screenshots\/|^icons\/(?!apple-touch-icon|favicon-48)|\.map$|\.mp4$|^sw\.js$|^robots\.txt$|^sitemap\.xml$/.test(
          url,
        ) ||
        (url.endsWith('.html') && !(PRECACHED_PAGES as readonly string[]).includes(url)),
    );
    expect(unwanted).toEqual([]);
  });

  it('has no file over the size limit, and costs a first visit at most its budget over the wire', () => {
    const sizes = precache.map((entry) => ({ url: entry.url, bytes: fileSize(entry.url) }));
    expect(sizes.filter((file) => file.bytes > PRECACHE_MAX_FILE_BYTES)).toEqual([]);
    // What the worker downloads (compressed, as Hosting sends it), not what the files weigh on disk.
    const total = precache.reduce((sum, entry) => sum + compressedSize(entry.url), 0);
    expect(total).toBeGreaterThan(50 * 1024);
    expect(total).toBeLessThanOrEqual(PRECACHE_BYTES);
    // Brotli at its highest quality over every precached file: seconds on a busy two-core machine.
  }, 60_000);
});

describe('the pictures offline', () => {
  it('have a tone each, the colour their box shows before or instead of the picture', () => {
    const pictures = mediaManifest.filter((entry) => entry.kind === 'image');
    expect(pictures.length).toBeGreaterThan(20);
    expect(pictures.filter((entry) => !/^#[0-9a-f]{6}$/.test(IMAGE_TONES[entry.src] ?? '')).map((e) => e.src)).toEqual(
      [],
    );
  });
});

describe('dist/index.html', () => {
  it('links the manifest and carries the iOS home-screen tags', () => {
    const html = readDist('index.html');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('rel="apple-touch-icon"');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes">');
    expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${site.shortName}">`);
  });
});
