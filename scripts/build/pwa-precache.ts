/**
 * What the service worker precaches and which files "Save for offline" downloads, decided here at
 * build time from the content modules (vite.config.ts passes it to vite-plugin-pwa and emits the
 * save list) and checked against the built dist/sw.js by tests/build.
 *
 * The precache is what every first visit downloads once the page is idle, on top of the page, so it
 * holds only what the site's text and layout need offline: the app's code and styles (every route,
 * so the app shell can draw any page), the app shell, Home and the post shell, the icons and the
 * manifest. No picture and no video: pictures are kept as they are seen (sw/image-cache.ts), and
 * offline a picture never seen shows its box in its tone. Everything else is the visitor's choice
 * (Save for offline: offlineSaveList below).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../src/config/site';
import { founderVideo } from '../../src/content/about';
import { imageVariantSrc, imageVariantWidths, singleVariantSrc } from '../../src/content/image-variants';
import { mediaManifest } from '../../src/content/media-manifest';
import { stories } from '../../src/content/stories';
import type { ImageAsset } from '../../src/content/types';
import type { OfflineSaveFile } from '../../src/shared/sw-contract';

/** No single precached file above this; the largest is the framework chunk (about 300 KB). */
export const PRECACHE_MAX_FILE_BYTES = 500 * 1024;
/** The width of the one saved copy of each picture: what a phone (about 400 CSS px at 2.5x) picks. */
export const SAVED_IMAGE_WIDTH = 1200;
/** Video players never draw their poster wider than this (src/components/media/video-player.tsx). */
export const POSTER_WIDTH = 800;

/** Pages precached: Home (the installed app's start), the app shell and the post shell. */
export const PRECACHED_PAGES = ['index.html', 'app-shell.html', 'blog/post-shell.html'] as const;

/**
 * Files from public/ the worker precaches (vite-plugin-pwa's `includeAssets`; it adds the manifest
 * itself). The manifest's icons are left to the browser, which fetches them when it installs the app;
 * the pages link the tab icon and the touch icon, so they are here. public/favicon.svg is only the
 * source the icons are made from (scripts/media/generate-icons.ts), so no page asks for it.
 */
export const PRECACHED_STATIC_FILES = ['icons/favicon-48.png', 'icons/apple-touch-icon.png'] as const;

const posters: readonly ImageAsset[] = [founderVideo, ...stories.map((story) => story.video)].map(
  (video) => video.poster,
);

/** The one saved copy of a picture shown by <ResponsiveImage>: the widest AVIF up to SAVED_IMAGE_WIDTH. */
export function savedVariant(image: Pick<ImageAsset, 'src' | 'width'>): string {
  const widths = imageVariantWidths(image.width).filter((width) => width <= SAVED_IMAGE_WIDTH);
  const width = widths.at(-1) ?? Math.min(...imageVariantWidths(image.width));
  return imageVariantSrc(image.src, width, 'avif');
}

/** Every picture file "Save for offline" downloads, as site paths (/images/...): one copy of each. */
export function savedImagePaths(): string[] {
  const posterSources = new Set(posters.map((poster) => poster.src));
  const paths = new Set<string>();
  for (const poster of posters) paths.add(singleVariantSrc(poster.src, poster.width, POSTER_WIDTH));
  for (const entry of mediaManifest) {
    if (entry.kind !== 'image' || posterSources.has(entry.src)) continue;
    // The link-preview picture is read by other sites, never shown on a page.
    if (entry.src === site.defaultOgImage.src && entry.usedBy.length === 1) continue;
    paths.add(savedVariant(entry));
  }
  return [...paths].sort();
}

/**
 * Chunks left out of the precache, by the name Rolldown gives them (the module's): the signed-in
 * administrator's page and Firebase Auth, about 45 KB every visitor would download for a page that
 * needs the network anyway (signing in, publishing). Public pages never load them.
 */
export const UNPRECACHED_CHUNKS = ['admin', 'firebase-auth'] as const;

/** Whether a built file (assets/admin-AbC123.js) is one of UNPRECACHED_CHUNKS. */
export const isUnprecachedChunk = (file: string): boolean =>
  UNPRECACHED_CHUNKS.some((name) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(file));

/** Glob patterns for vite-plugin-pwa, relative to dist/: the shells and Home, and the build's code and styles. */
export function precacheGlobPatterns(): string[] {
  return [...PRECACHED_PAGES, 'assets/**/*.{js,css,woff2}'];
}

/** What the patterns match but the precache leaves out (vite-plugin-pwa's `globIgnores`). */
export const precacheGlobIgnores = (): string[] => UNPRECACHED_CHUNKS.map((name) => `assets/${name}-????????.js`);

/** The files "Save for offline" downloads: one copy of every picture and every video, each with its size and hash. */
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
