/**
 * `npm run media [-- --force] [--only=images|videos|icons ...]`: every file the pages reference
 * (src/content/media-manifest.ts); scripts/media/README.md says what is kept and what is redrawn.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { mediaManifest } from '../../src/content/media-manifest';
import { PUBLIC_DIR } from '../build/public-dir';
import { buildImage, variantFiles } from './build-images';
import { buildVideo, requireFfmpeg } from './build-videos';
import { generateIcons } from './generate-icons';
import { IMAGE_TONES_FILE, writeImageTones } from './image-tones';
import { inPool, listFiles, publicPath, totalBytes } from './media-files';

const PARTS = ['images', 'videos', 'icons'];
const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
});
const parts = new Set(values.only ?? PARTS);
const unknownPart = [...parts].find((part) => !PARTS.includes(part));
if (unknownPart !== undefined) throw new Error(`--only takes ${PARTS.join(', ')}; got "${unknownPart}".`);
const { force } = values;

function tally(outcomes: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

/** The files of `dir` no page references, then its weight. */
async function reportFolder(dir: string, expected: ReadonlySet<string>): Promise<void> {
  const files = await listFiles(dir);
  const stray = files.filter((file) => !expected.has(file));
  if (stray.length > 0)
    console.warn(`  Not referenced by any page (delete them if they are old copies):\n    ${stray.join('\n    ')}`);
  console.log(`  ${relative('.', dir)}: ${files.length} files, ${((await totalBytes(files)) / 1024).toFixed(0)} KiB`);
}

const images = mediaManifest.filter((entry) => entry.kind === 'image');
const videos = mediaManifest.filter((entry) => entry.kind === 'video');

if (parts.has('icons')) {
  await generateIcons();
  console.log('Icons rebuilt from public/favicon.svg.');
}
if (parts.has('images')) {
  console.log(`Images: ${images.length} in the manifest.`);
  console.log(`  ${tally(await inPool(images, 4, (entry) => buildImage(entry, { force })))}`);
  await reportFolder(
    `${PUBLIC_DIR}/images`,
    new Set(images.flatMap((entry) => [publicPath(entry.src), ...variantFiles(entry)])),
  );
  await writeImageTones(images);
  console.log(`  Tones (the colour shown before or instead of a picture) written to ${IMAGE_TONES_FILE}.`);
}
if (parts.has('videos')) {
  requireFfmpeg();
  console.log(`Videos: ${videos.length} in the manifest.`);
  console.log(`  ${tally(await inPool(videos, 4, (entry) => buildVideo(entry, { force })))}`);
  await reportFolder(`${PUBLIC_DIR}/videos`, new Set(videos.map((entry) => publicPath(entry.src))));
}
