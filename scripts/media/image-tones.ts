/**
 * Each picture's dominant colour, painted in its box while it loads or when it cannot (offline):
 * seven characters instead of a preview image, so the first visit pays almost nothing for it.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { MediaEntry } from '../../src/content/media-manifest';
import { publicPath } from './media-files';

export const IMAGE_TONES_FILE = 'src/content/image-tones.gen.ts';

const hex = (value: number): string => Math.round(value).toString(16).padStart(2, '0');

export async function dominantTone(file: string): Promise<string> {
  const { dominant } = await sharp(file).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/** Sorted, so a re-run with the same pictures changes nothing. */
export function imageTonesModule(tones: ReadonlyMap<string, string>): string {
  const lines = [...tones].sort(([a], [b]) => a.localeCompare(b)).map(([src, tone]) => `  '${src}': '${tone}',`);
  return [
    '// Written by `npm run media` (scripts/media/image-tones.ts) from the pictures in public/: do not edit.',
    '/** Each picture’s dominant colour; the build gives each data file of content/ its pictures’ (image-tones.ts). */',
    'export const IMAGE_TONES: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

export async function writeImageTones(images: readonly MediaEntry[], file = IMAGE_TONES_FILE): Promise<void> {
  const tones = new Map<string, string>();
  for (const image of images) tones.set(image.src, await dominantTone(publicPath(image.src)));
  await writeFile(file, imageTonesModule(tones));
}
