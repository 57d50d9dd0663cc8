/**
 * `npm run media [-- --force] [--only=images|videos|icons ...]`: every file the pages reference
 * (src/content/media-manifest.ts). Real photos and videos are kept (photos' copies made from them);
 * image placeholders are redrawn on every run; `--force` also redraws placeholder videos and re-derives
 * real photos' copies. Icons come from public/favicon.svg.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { mediaManifest, type MediaEntry } from '../../src/content/media-manifest';
import { buildImage, variantFiles, type ImageOutcome } from './build-images';
import { buildVideo, requireFfmpeg, type VideoOutcome } from './build-videos';
import { generateIcons } from './generate-icons';
import { IMAGE_TONES_FILE, writeImageTones } from './image-tones';
import { listFiles, publicPath, PUBLIC_DIR, totalBytes } from './media-files';

type Part = 'images' | 'videos' | 'icons';
const PARTS: readonly Part[] = ['images', 'videos', 'icons'];

const isPart = (value: string): value is Part => (PARTS as readonly string[]).includes(value);

function parseOptions(): { force: boolean; parts: Set<Part> } {
  const { values } = parseArgs({
    options: { force: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
  });
  const only = values.only ?? [];
  for (const part of only) {
    if (!isPart(part)) throw new Error(`--only takes ${PARTS.join(', ')}; got "${part}".`);
  }
  return { force: values.force, parts: new Set(only.length > 0 ? only.filter(isPart) : PARTS) };
}

/** A few at a time: sharp and ffmpeg already use several threads each. */
async function inPool<T, R>(items: readonly T[], size: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await job(item);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

function tally(outcomes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

async function warnAboutStrayFiles(dir: string, expected: ReadonlySet<string>): Promise<void> {
  const stray = (await listFiles(dir)).filter((file) => !expected.has(file));
  if (stray.length === 0) return;
  console.warn(`  Not referenced by any page (delete them if they are old copies):\n    ${stray.join('\n    ')}`);
}

async function reportWeight(dir: string): Promise<void> {
  const files = await listFiles(dir);
  const kib = (await totalBytes(files)) / 1024;
  console.log(`  ${relative('.', dir)}: ${files.length} files, ${kib.toFixed(0)} KiB`);
}

async function main(): Promise<void> {
  const { force, parts } = parseOptions();
  const images = mediaManifest.filter((entry) => entry.kind === 'image');
  const videos = mediaManifest.filter((entry) => entry.kind === 'video');

  if (parts.has('icons')) {
    await generateIcons();
    console.log('Icons rebuilt from public/favicon.svg.');
  }
  if (parts.has('images')) {
    console.log(`Images: ${images.length} in the manifest.`);
    const outcomes = await inPool<MediaEntry, ImageOutcome>(images, 4, (entry) => buildImage(entry, { force }));
    console.log(`  ${tally(outcomes)}`);
    const expected = new Set(images.flatMap((entry) => [publicPath(entry.src), ...variantFiles(entry)]));
    await warnAboutStrayFiles(`${PUBLIC_DIR}/images`, expected);
    await reportWeight(`${PUBLIC_DIR}/images`);
    await writeImageTones(images);
    console.log(`  Tones (the colour shown before or instead of a picture) written to ${IMAGE_TONES_FILE}.`);
  }
  if (parts.has('videos')) {
    requireFfmpeg();
    console.log(`Videos: ${videos.length} in the manifest.`);
    const outcomes = await inPool<MediaEntry, VideoOutcome>(videos, 4, (entry) => buildVideo(entry, { force }));
    console.log(`  ${tally(outcomes)}`);
    await warnAboutStrayFiles(`${PUBLIC_DIR}/videos`, new Set(videos.map((entry) => publicPath(entry.src))));
    await reportWeight(`${PUBLIC_DIR}/videos`);
  }
}

await main();
