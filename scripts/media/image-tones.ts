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

/** Sorted, so a re-run with the same pictures changes nothing. */
export async function writeImageTones(images: readonly MediaEntry[]): Promise<void> {
  const lines: string[] = [];
  for (const { src } of [...images].sort((a, b) => a.src.localeCompare(b.src))) {
    const { dominant } = await sharp(publicPath(src)).stats();
    lines.push(`  '${src}': '#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}',`);
  }
  const code = [
    '// Written by `npm run media` (scripts/media/image-tones.ts) from the pictures in public/: do not edit.',
    '/** Each picture’s dominant colour; the build gives each data file of content/ its pictures’ (image-tones.ts). */',
    'export const IMAGE_TONES: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ];
  await writeFile(IMAGE_TONES_FILE, code.join('\n'));
}
