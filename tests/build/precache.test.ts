import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  POSTER_WIDTH,
  PRECACHE_BUDGET_BYTES,
  PRECACHE_MAX_FILE_BYTES,
  precachedImagePaths,
} from '../../scripts/build/pwa-precache';
import { site } from '../../src/config/site';
import { webAppManifest } from '../../src/config/web-app-manifest';
import { founderVideo } from '../../src/content/about';
import { singleVariantSrc } from '../../src/content/image-variants';
import { mediaManifest } from '../../src/content/media-manifest';
import { stories } from '../../src/content/stories';
import { parseImagePath } from '../../sw/image-fallback';
import { DIST, fileSize, filesNeededBy, readDist, readPrecache, readViteManifest } from './built-site';

const precache = readPrecache();
const precached = new Set(precache.map((entry) => entry.url.replace(/^\//, '')));
const viteManifest = readViteManifest();
const routeKeys = Object.keys(viteManifest).filter((key) => key.startsWith('src/routes/'));

const missing = (files: Iterable<string>): string[] => [...files].filter((file) => !precached.has(file));

describe('the precache in dist/sw.js', () => {
  it('has the app shell, the manifest and its icons', () => {
    const icons = (webAppManifest.icons ?? []).map((icon) => icon.src.slice(1));
    expect(
      missing(['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/apple-touch-icon.png', ...icons]),
    ).toEqual([]);
  });

  it('has every chunk and style sheet the entry needs, lazy ones included', () => {
    expect(missing(filesNeededBy(viteManifest, 'index.html'))).toEqual([]);
  });

  it('finds the routes in the build', () => {
    // A guard for the test below: the router's code splitting must still name route files.
    expect(routeKeys.length).toBeGreaterThanOrEqual(15);
  });

  for (const key of routeKeys) {
    it(`has every chunk of ${key.replace(/\?.*$/, '')}, and of what it loads lazily`, () => {
      // The entry is checked above; leaving it out keeps this list to the route's own files.
      expect(missing(filesNeededBy(viteManifest, key, new Set(['index.html'])))).toEqual([]);
    });
  }

  it('has every JavaScript and CSS file of the build', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    expect(missing(assets.map((file) => `assets/${file}`))).toEqual([]);
  });

  it('has a copy of every picture the pages show, and the exact poster of every video', () => {
    const storedBases = new Set([...precached].map((url) => parseImagePath(`/${url}`)?.base));
    const pageImages = mediaManifest.filter(
      (entry) => entry.kind === 'image' && !(entry.src === site.defaultOgImage.src && entry.usedBy.length === 1),
    );
    expect(pageImages.length).toBeGreaterThan(20);
    expect(pageImages.filter((entry) => !storedBases.has(parseImagePath(entry.src)?.base)).map((e) => e.src)).toEqual(
      [],
    );
    const posters = [founderVideo, ...stories.map((story) => story.video)].map((video) =>
      singleVariantSrc(video.poster.src, video.poster.width, POSTER_WIDTH).slice(1),
    );
    expect(missing(posters)).toEqual([]);
    expect(missing(precachedImagePaths().map((path) => path.slice(1)))).toEqual([]);
  });

  it('holds one copy per picture, and no videos, screenshots, source maps or link-preview pictures', () => {
    const unwanted = [...precached].filter((url) =>
      /^videos\/|^screenshots\/|\.map$|\.mp4$|^images\/og\/|^sw\.js$|^robots\.txt$|^sitemap\.xml$/.test(url),
    );
    expect(unwanted).toEqual([]);
    const images = [...precached].filter((url) => url.startsWith('images/'));
    const bases = images.map((url) => parseImagePath(`/${url}`)?.base);
    expect(new Set(bases).size).toBe(images.length);
  });

  it('has no file over the size limit, and stays under the first-visit budget', () => {
    const sizes = precache.map((entry) => ({ url: entry.url, bytes: fileSize(entry.url) }));
    expect(sizes.filter((file) => file.bytes > PRECACHE_MAX_FILE_BYTES)).toEqual([]);
    const total = sizes.reduce((sum, file) => sum + file.bytes, 0);
    expect(total).toBeLessThan(PRECACHE_BUDGET_BYTES);
  });
});

describe('the offline videos in dist/sw.js', () => {
  it('lists every story and founder video with a revision', () => {
    const sw = readDist('sw.js');
    expect(sw).not.toContain('__OFFLINE_VIDEOS__');
    const videos = mediaManifest.filter((entry) => entry.kind === 'video');
    expect(videos.length).toBe(stories.length + 1);
    for (const video of videos)
      expect(sw).toMatch(new RegExp(`url:\\s*["\`]${video.src}["\`],\\s*revision:\\s*["\`][0-9a-f]{16}`));
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
