/**
 * A short placeholder video, unless a real one is there: drawn frames piped to ffmpeg, H.264 baseline,
 * `faststart` so the browser can seek with range requests before the whole file arrives.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import type { MediaEntry } from '../../src/content/media-manifest';
import { PLACEHOLDER_MARKER, publicPath } from './media-files';
import { placeholderSvg } from './placeholder-art';

type VideoOutcome = 'placeholder' | 'kept-placeholder' | 'real';

const FPS = 24;
const SECONDS = 3;
/** The players scale placeholders up, and the files stay small. */
const MAX_WIDTH = 640;

export function requireFfmpeg(): void {
  const result = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (result.error !== undefined || result.status !== 0) {
    throw new Error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg). Images were made; videos were not.');
  }
}

/** Whether the `moov` box (the index) comes before `mdat`. */
function isFastStart(video: Buffer): boolean {
  for (let offset = 0; offset + 8 <= video.length;) {
    const type = video.toString('latin1', offset + 4, offset + 8);
    if (type === 'moov') return true;
    if (type === 'mdat') return false;
    const size = video.readUInt32BE(offset);
    if (size < 8) return false;
    offset += size;
  }
  return false;
}

async function encode(entry: MediaEntry, file: string): Promise<void> {
  const width = Math.min(MAX_WIDTH, entry.width);
  // H.264 with 4:2:0 chroma needs even dimensions.
  const height = Math.round((width * entry.height) / entry.width / 2) * 2;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-y', '-hide_banner', '-loglevel', 'error'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(FPS), '-i', '-'],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p'],
      ...['-preset', 'veryslow', '-crf', '32', '-g', String(FPS), '-threads', '1'],
      ...['-movflags', '+faststart', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'],
      ...['-metadata', `comment=${PLACEHOLDER_MARKER}`],
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const closed = once(ffmpeg, 'close');
  const frames = FPS * SECONDS;
  for (let frame = 0; frame < frames; frame++) {
    const progress = frame / (frames - 1);
    const svg = placeholderSvg(
      { width, height, label: entry.label.replace(/^Video: /, ''), src: entry.src, shape: 'landscape' },
      { progress, progressBar: true, badge: `Placeholder video · ${entry.src}` },
    );
    const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(pixels)) await once(ffmpeg.stdin, 'drain');
  }
  ffmpeg.stdin.end();
  await closed;
  if (ffmpeg.exitCode !== 0) throw new Error(`ffmpeg exited with ${ffmpeg.exitCode} for ${file}`);
}

export async function buildVideo(entry: MediaEntry, options: { force: boolean }): Promise<VideoOutcome> {
  const file = publicPath(entry.src);
  await mkdir(dirname(file), { recursive: true });
  if (existsSync(file)) {
    // The marker is in a placeholder's MP4 comment (as scripts/go-live/placeholders.ts finds it too).
    const video = await readFile(file);
    if (!video.includes(PLACEHOLDER_MARKER)) {
      if (!isFastStart(video)) {
        console.warn(
          `  ${entry.src} keeps its index at the end, so browsers cannot seek until it has fully downloaded. Fix: ` +
            `ffmpeg -i ${file} -c copy -movflags +faststart fixed.mp4 && mv fixed.mp4 ${file}`,
        );
      }
      return 'real';
    }
    if (!options.force) return 'kept-placeholder';
  }
  await encode(entry, file);
  return 'placeholder';
}
