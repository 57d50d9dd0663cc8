/**
 * What the service worker precaches and which videos it keeps for offline viewing, decided here
 * at build time from the content modules (vite.config.ts passes it to vite-plugin-pwa) and
 * checked against the built dist/sw.js by tests/build.
 *
 * The precache is what every first visit downloads once the page is idle, so it holds the app
 * (every route's code and styles), the icons, the manifest and ONE copy of every picture the
 * pages show: AVIF at 1200 px, what a phone (about 400 CSS px at 2.5x) picks for the full-width
 * pictures and cards that most pages are made of. Posters are precached as the exact file the
 * player asks for. Other widths and formats are cached as they are seen; offline, the worker
 * answers them with the stored copy (sw/image-fallback.ts). Real photos are larger than the
 * placeholders: if the budget test fails, lower PRECACHED_IMAGE_WIDTH.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfflineVideo } from '../../sw/video-list';
import { site } from '../../src/config/site';
import { founderVideo } from '../../src/content/about';
import { imageVariantSrc, imageVariantWidths, singleVariantSrc } from '../../src/content/image-variants';
import { mediaManifest } from '../../src/content/media-manifest';
import { stories } from '../../src/content/stories';
import type { ImageAsset } from '../../src/content/types';

/** Everything precached together, without the videos: the first visit stays light. */
export const PRECACHE_BUDGET_BYTES = 3_000_000;
/** No single precached file above this; the largest is the entry chunk (about 300 KB). */
export const PRECACHE_MAX_FILE_BYTES = 500 * 1024;
/** The width of the one precached copy of each picture. */
export const PRECACHED_IMAGE_WIDTH = 1200;
/** Video players never draw their poster wider than this (src/components/media/video-player.tsx). */
export const POSTER_WIDTH = 800;

/**
 * Files from public/ the worker precaches besides the pictures (vite-plugin-pwa's `includeAssets`;
 * it adds the manifest and the manifest's icons itself).
 */
export const PRECACHED_STATIC_FILES = ['favicon.svg', 'icons/apple-touch-icon.png'] as const;

const posters: readonly ImageAsset[] = [founderVideo, ...stories.map((story) => story.video)].map(
  (video) => video.poster,
);

/** The one stored copy of a picture shown by <ResponsiveImage>: the widest AVIF up to PRECACHED_IMAGE_WIDTH. */
export function precachedVariant(image: Pick<ImageAsset, 'src' | 'width'>): string {
  const widths = imageVariantWidths(image.width).filter((width) => width <= PRECACHED_IMAGE_WIDTH);
  const width = widths.at(-1) ?? Math.min(...imageVariantWidths(image.width));
  return imageVariantSrc(image.src, width, 'avif');
}

/** Every picture file the precache holds, as site paths (/images/...). */
export function precachedImagePaths(): string[] {
  const posterSources = new Set(posters.map((poster) => poster.src));
  const paths = new Set<string>();
  for (const poster of posters) paths.add(singleVariantSrc(poster.src, poster.width, POSTER_WIDTH));
  for (const entry of mediaManifest) {
    if (entry.kind !== 'image' || posterSources.has(entry.src)) continue;
    // The link-preview picture is read by other sites, never shown on a page.
    if (entry.src === site.defaultOgImage.src && entry.usedBy.length === 1) continue;
    paths.add(precachedVariant(entry));
  }
  return [...paths].sort();
}

/** Glob patterns for vite-plugin-pwa, relative to dist/: the app shell, the build's assets and the pictures. */
export function precacheGlobPatterns(): string[] {
  return ['**/*.html', 'assets/**/*.{js,css,woff2}', ...precachedImagePaths().map((path) => path.slice(1))];
}

/** The videos kept offline, each with a hash of its file so a replaced video is fetched again. */
export function offlineVideos(publicDir = 'public'): OfflineVideo[] {
  return mediaManifest
    .filter((entry) => entry.kind === 'video')
    .map((entry) => {
      const file = join(publicDir, entry.src);
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        throw new Error(`${file} is missing: run the media script (scripts/media/generate.ts) before building.`);
      }
      return { url: entry.src, revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
    });
}
