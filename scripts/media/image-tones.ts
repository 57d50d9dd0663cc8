/**
 * The tone of every picture: its dominant colour, which a page paints in the picture's box while
 * the file loads and keeps there when the file cannot load (offline, a picture never seen). Seven
 * characters per picture instead of a preview image: the first visit pays almost nothing for it.
 * Written by `npm run media` next to the content, committed with the pictures it describes.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { MediaEntry } from '../../src/content/media-manifest';
import { publicPath } from './media-files';

export const IMAGE_TONES_FILE = 'src/content/image-tones.gen.ts';

const hex = (value: number): string => Math.round(value).toString(16).padStart(2, '0');

/** The dominant colour of one picture file, as #rrggbb. */
export async function dominantTone(file: string): Promise<string> {
  const { dominant } = await sharp(file).stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/** The module's text: site path → tone, sorted so a re-run with the same pictures changes nothing. */
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
