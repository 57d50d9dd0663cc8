/**
 * What the service worker precaches and what "Save for offline" downloads (vite.config.ts, checked by
 * tests/build). Every first visit downloads the precache, so it holds only what text and layout need
 * offline: code and styles, the shells, Home, icons and manifest. Pictures are kept as they are seen
 * (sw/image-cache.ts); everything else waits for Save for offline.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../src/config/site';
import { founderVideo } from '../../src/content/about';
import { imageVariantSrc, imageVariantWidths, singleVariantSrc } from '../../src/content/image-variants';
import { mediaManifest } from '../../src/content/media-manifest';
import { stories } from '../../src/content/stories';
import type { OfflineSaveFile } from '../../src/shared/sw-contract';

export const PRECACHE_MAX_FILE_BYTES = 500 * 1024;
/** The width of the one saved copy of each picture: what a phone (about 400 CSS px at 2.5x) picks. */
const SAVED_IMAGE_WIDTH = 1200;
/** Video players never draw their poster wider than this (src/components/media/video-player.tsx). */
const POSTER_WIDTH = 800;

export const PRECACHED_PAGES = ['index.html', 'app-shell.html', 'blog/post-shell.html'] as const;

/**
 * vite-plugin-pwa's `includeAssets`: the icons the pages link. The browser fetches the manifest's own
 * icons when it installs the app, and no page asks for favicon.svg (the icons' source).
 */
export const PRECACHED_STATIC_FILES = ['icons/favicon-48.png', 'icons/apple-touch-icon.png'] as const;

const posters = [founderVideo, ...stories.map((story) => story.video)].map((video) => video.poster);

/** Every picture file "Save for offline" downloads, as site paths (/images/...): one copy of each. */
export function savedImagePaths(): string[] {
  const posterSources = new Set(posters.map((poster) => poster.src));
  const paths = new Set<string>();
  for (const poster of posters) paths.add(singleVariantSrc(poster.src, poster.width, POSTER_WIDTH));
  for (const entry of mediaManifest) {
    if (entry.kind !== 'image' || posterSources.has(entry.src)) continue;
    // The link-preview picture is never shown on a page.
    if (entry.src === site.defaultOgImage.src && entry.usedBy.length === 1) continue;
    const widths = imageVariantWidths(entry.width);
    const width = widths.filter((each) => each <= SAVED_IMAGE_WIDTH).at(-1) ?? Math.min(...widths);
    paths.add(imageVariantSrc(entry.src, width, 'avif'));
  }
  return [...paths].sort();
}

/** Chunks left out of the precache: the admin page and Firebase Auth need the network anyway, and no public page loads them. */
export const UNPRECACHED_CHUNKS = ['admin', 'firebase-auth'] as const;

export const isUnprecachedChunk = (file: string): boolean =>
  UNPRECACHED_CHUNKS.some((name) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(file));

export function precacheGlobPatterns(): string[] {
  return [...PRECACHED_PAGES, 'assets/**/*.{js,css,woff2}'];
}

/** vite-plugin-pwa's `globIgnores`. */
export const precacheGlobIgnores = (): string[] => UNPRECACHED_CHUNKS.map((name) => `assets/${name}-????????.js`);

export function offlineSaveList(publicDir = 'public'): OfflineSaveFile[] {
  const videos = mediaManifest.filter((entry) => entry.kind === 'video').map((entry) => entry.src);
  return [...savedImagePaths(), ...videos].map((url) => {
    const file = join(publicDir, url);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      throw new Error(`${file} is missing: run the media script (scripts/media/generate.ts) before building.`);
    }
    return { url, bytes: bytes.length, revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
  });
}
