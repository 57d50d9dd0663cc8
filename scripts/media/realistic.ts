/**
 * `npm run test:realistic-media` (the end of `npm test`): builds the stack's site from a copy of public/
 * with upload-sized photo-like pictures and 4 MB videos, their copies made by the media script's own
 * code, then runs tests/build/precache.test.ts and the data-cost browser tests on it, leaving dist/
 * built with these media. Flags: --no-test (media and build only), --dir=<folder>.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { mediaManifest, type MediaEntry } from '../../src/content/media-manifest';
import { VITE_BIN, VITEST_BIN } from '../stack/repo-paths';
import { photoLikeJpeg } from './realistic/photo-like';
import { REALISTIC_VIDEO_BYTES, videoOfSize } from './realistic/video-of-size';

/** Bump when the generated media change, so a kept folder is made again. */
const FIXTURE_VERSION = 'realistic-media-1';
/** The long side of an upload: a 6-megapixel photo, as a phone or camera saves it. */
const UPLOAD_LONG_SIDE = 3000;
/** AVIF effort 2, not the media script's 4: much faster on two cores, and the larger files err on the visitor's side. */
const AVIF_EFFORT = 2;

const { values: options } = parseArgs({
  options: {
    'no-test': { type: 'boolean', default: false },
    dir: { type: 'string', default: join(tmpdir(), 'hope-harvest-realistic-media') },
  },
});
const fixtureDir = options.dir;
const publicCopy = join(fixtureDir, 'public');
// Read by scripts/media/media-files.ts (imported below, after this line) and by the build.
process.env['MEDIA_PUBLIC_DIR'] = publicCopy;

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function uploadSize(entry: MediaEntry): { width: number; height: number } {
  const ratio = entry.width / entry.height;
  return ratio >= 1
    ? { width: UPLOAD_LONG_SIDE, height: Math.round(UPLOAD_LONG_SIDE / ratio) }
    : { width: Math.round(UPLOAD_LONG_SIDE * ratio), height: UPLOAD_LONG_SIDE };
}

/** Everything of public/ but the media, fresh on every run: a copy kept from an older public/ would build another site. */
async function copyPublicButMedia(): Promise<void> {
  const isMedia = (name: string): boolean => name === 'images' || name === 'videos';
  await mkdir(publicCopy, { recursive: true });
  for (const name of await readdir(publicCopy)) {
    if (!isMedia(name)) await rm(join(publicCopy, name), { recursive: true, force: true });
  }
  await cp('public', publicCopy, {
    recursive: true,
    filter: (source) => !/^public[\\/](images|videos)([\\/]|$)/.test(source),
  });
}

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { buildImage } = await import('./build-images');
const { inPool, listFiles, totalBytes } = await import('./media-files');
/** Two at a time (CI machines have two cores), with a count every ten. */
const inPairs = <T>(items: readonly T[], job: (item: T) => Promise<unknown>): Promise<unknown[]> => {
  let done = 0;
  return inPool(items, 2, async (item) => {
    await job(item);
    if (++done % 10 === 0) console.log(`  ${done} of ${items.length}`);
  });
};
const images = mediaManifest.filter((entry) => entry.kind === 'image');
const videos = mediaManifest.filter((entry) => entry.kind === 'video');

if ((await readFile(join(fixtureDir, 'version'), 'utf8').catch(() => '')) !== FIXTURE_VERSION) {
  console.log(`Making photo-like pictures and clip-sized videos in ${fixtureDir} (a few minutes, once)...`);
  await rm(fixtureDir, { recursive: true, force: true });
  await inPairs(images, async (entry) => {
    const { width, height } = uploadSize(entry);
    const file = join(publicCopy, entry.src);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await photoLikeJpeg(width, height, seedOf(entry.src)));
  });
  for (const entry of videos) {
    const file = join(publicCopy, entry.src);
    await mkdir(dirname(file), { recursive: true });
    const placeholder = await readFile(join('public', entry.src));
    await writeFile(file, videoOfSize(placeholder, REALISTIC_VIDEO_BYTES, seedOf(entry.src)));
  }
}
await copyPublicButMedia();
// The media script's own code makes the responsive copies, with its settings for real photos.
await inPairs(images, (entry) => buildImage(entry, { force: false, photoAvifEffort: AVIF_EFFORT }));
await writeFile(join(fixtureDir, 'version'), FIXTURE_VERSION);

const originals = images.map((entry) => join(publicCopy, entry.src));
const imageFiles = await listFiles(join(publicCopy, 'images'));
console.log(
  `${images.length} pictures: originals ${mib(await totalBytes(originals))}, ` +
    `with their copies ${mib(await totalBytes(imageFiles))}; ` +
    `${videos.length} videos: ${mib(await totalBytes(videos.map((entry) => join(publicCopy, entry.src))))}.`,
);
console.log('Building the site for the local stack with these media...');
run(process.execPath, [VITE_BIN, 'build', '--mode', 'stack']);
if (!options['no-test']) {
  run(process.execPath, [VITEST_BIN, 'run', '--project', 'build', 'tests/build/precache.test.ts']);
  run('npm', ['run', 'test:stack', '--', 'tests/e2e/data-cost.spec.ts', 'tests/e2e/data-cost.phone.spec.ts']);
}
