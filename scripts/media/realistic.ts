/**
 * `npm run test:realistic-media`: the data-cost tests on what the charity will really publish.
 *
 * 1. Makes a copy of public/ in a temporary folder with a photo-like picture at upload size (3000 px
 *    on the long side, JPEG quality 90, like a phone or camera) for every picture the pages use and
 *    a 4 MB video for every video, then derives the AVIF/WebP copies from them with the media
 *    script's own code and photo settings. The repository's public/ is never touched.
 * 2. Builds the site for the local stack from that copy (MEDIA_PUBLIC_DIR, scripts/build/public-dir.ts).
 * 3. Runs the precache check (tests/build/precache.test.ts) and the data-cost tests
 *    (tests/e2e/data-cost.spec.ts, data-cost.phone.spec.ts) against that build: the 500 KB first
 *    visit to one page of every kind (14) on desktop and phone, no video before a play, offline after
 *    one visit, Save for offline (now about 66 MB) and Save-Data: about 6 minutes on two cores.
 *    `npm test` ends with this.
 *
 * The folder is kept between runs (the pictures are deterministic; a second run skips making them);
 * the rest of public/ is copied afresh each run.
 * dist/ is left built with the realistic media: `npm run build:stack` rebuilds it with the committed ones.
 * Flags: --no-test (make the media and build only), --dir=<folder>.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { mediaManifest, type MediaEntry } from '../../src/content/media-manifest';
import { photoLikeJpeg } from './realistic/photo-like';
import { REALISTIC_VIDEO_BYTES, videoOfSize } from './realistic/video-of-size';

/** Bump when the generated media change, so a kept folder is made again. */
const FIXTURE_VERSION = 'realistic-media-1';
/** The long side of an upload: a 6-megapixel photo, as a phone or camera saves it. */
const UPLOAD_LONG_SIDE = 3000;
/**
 * AVIF effort 2 instead of the media script's 4 for real photos: four to eight times faster on a
 * two-core machine, and the files come out about 5-10 % larger, so the measure errs on the
 * visitor's side.
 */
const AVIF_EFFORT = 2;
const VITE_BIN = join('node_modules', 'vite', 'bin', 'vite.js');
const VITEST_BIN = join('node_modules', 'vitest', 'vitest.mjs');

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

/** A stable number per file, so each picture gets its own pixels. */
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

async function isCurrent(): Promise<boolean> {
  try {
    return (await readFile(join(fixtureDir, 'version'), 'utf8')) === FIXTURE_VERSION;
  } catch {
    return false;
  }
}

/** Two at a time: sharp uses several threads per job already, and CI machines have two cores. */
async function inPairs<T>(items: readonly T[], job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) {
      await job(item);
      done += 1;
      if (done % 10 === 0) console.log(`  ${done} of ${items.length}`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Everything of public/ but the media (icons, the manifest's screenshots, robots.txt...), fresh on
 * every run: only the slow part, the photos and videos, is kept between runs, and a copy kept from
 * an older public/ would build a site that differs from the one under test.
 */
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

async function makeMedia(): Promise<void> {
  const { buildImage } = await import('./build-images');
  const { listFiles, totalBytes } = await import('./media-files');
  const images = mediaManifest.filter((entry) => entry.kind === 'image');
  const videos = mediaManifest.filter((entry) => entry.kind === 'video');

  if (!(await isCurrent())) {
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
  await inPairs(images, async (entry) => {
    await buildImage(entry, { force: false, photoAvifEffort: AVIF_EFFORT });
  });
  await writeFile(join(fixtureDir, 'version'), FIXTURE_VERSION);

  const originals = images.map((entry) => join(publicCopy, entry.src));
  const imageFiles = await listFiles(join(publicCopy, 'images'));
  console.log(
    `${images.length} pictures: originals ${mib(await totalBytes(originals))}, ` +
      `with their copies ${mib(await totalBytes(imageFiles))}; ` +
      `${videos.length} videos: ${mib(await totalBytes(videos.map((entry) => join(publicCopy, entry.src))))}.`,
  );
}

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await makeMedia();
console.log('Building the site for the local stack with these media...');
run(process.execPath, [VITE_BIN, 'build', '--mode', 'stack']);
if (!options['no-test']) {
  // The precache check on this build: what a first visit precaches (code and shells), whatever the media weigh.
  run(process.execPath, [VITEST_BIN, 'run', '--project', 'build', 'tests/build/precache.test.ts']);
  run('npm', ['run', 'test:stack', '--', 'tests/e2e/data-cost.spec.ts', 'tests/e2e/data-cost.phone.spec.ts']);
}
