/** One image's original JPEG (a placeholder unless a real photo is there) and its AVIF/WebP copies at every width. */
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, imageVariantSrc, imageVariantWidths } from '../../src/content/image-variants';
import type { MediaEntry } from '../../src/content/media-manifest';
import { PLACEHOLDER_MARKER, publicPath } from './media-files';
import { placeholderSvg } from './placeholder-art';

type ImageOutcome = 'placeholder' | 'from-original' | 'up-to-date';

/** Low quality is invisible on flat placeholders; AVIF effort above 2 is slow, worth it only for real photos. */
const QUALITY = {
  placeholder: { avif: 35, avifEffort: 2, webp: 45, jpeg: 55 },
  photo: { avif: 50, avifEffort: 4, webp: 72, jpeg: 80 },
};

const modifiedAt = (file: string): Promise<number | undefined> =>
  stat(file)
    .then((info) => info.mtimeMs)
    .catch(() => undefined);

async function isPlaceholder(file: string): Promise<boolean> {
  const { exif } = await sharp(file).metadata();
  return exif?.includes(PLACEHOLDER_MARKER) ?? false;
}

export function variantFiles(entry: MediaEntry): string[] {
  return imageVariantWidths(entry.width).flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => publicPath(imageVariantSrc(entry.src, width, format))),
  );
}

async function variantsAreFresh(entry: MediaEntry, originalTime: number): Promise<boolean> {
  const times = await Promise.all(variantFiles(entry).map(modifiedAt));
  return times.every((time) => time !== undefined && time >= originalTime);
}

async function writeVariants(entry: MediaEntry, source: Buffer, quality: typeof QUALITY.photo) {
  for (const width of imageVariantWidths(entry.width)) {
    // Cropped to the manifest's aspect ratio, so the page's width/height attributes stay truthful.
    const height = Math.round((width * entry.height) / entry.width);
    const resized = sharp(source).resize(width, height, { fit: 'cover', position: 'attention' });
    const file = (format: 'avif' | 'webp'): string => publicPath(imageVariantSrc(entry.src, width, format));
    await resized.clone().avif({ quality: quality.avif, effort: quality.avifEffort }).toFile(file('avif'));
    await resized.clone().webp({ quality: quality.webp, effort: 6 }).toFile(file('webp'));
  }
}

export async function buildImage(
  entry: MediaEntry,
  options: { force: boolean; photoAvifEffort?: number },
): Promise<ImageOutcome> {
  const original = publicPath(entry.src);
  await mkdir(dirname(original), { recursive: true });
  const originalTime = await modifiedAt(original);

  if (originalTime !== undefined && !(await isPlaceholder(original))) {
    if (!options.force && (await variantsAreFresh(entry, originalTime))) return 'up-to-date';
    const { width, height } = await sharp(original).metadata();
    if (Math.abs(width / height - entry.width / entry.height) > 0.01) {
      console.warn(
        `  ${entry.src} is ${width}x${height}; the page expects ${entry.width}x${entry.height}, so its copies are cropped.`,
      );
    } else if (width < entry.width) {
      console.warn(`  ${entry.src} is ${width} px wide; the page expects ${entry.width} px, so copies are upscaled.`);
    }
    // rotate() applies the camera's EXIF orientation before resizing.
    const quality = { ...QUALITY.photo, avifEffort: options.photoAvifEffort ?? QUALITY.photo.avifEffort };
    await writeVariants(entry, await sharp(original).rotate().toBuffer(), quality);
    return 'from-original';
  }

  const svg = placeholderSvg({
    width: entry.width,
    height: entry.height,
    label: entry.label,
    src: entry.src,
    shape: entry.width === entry.height ? 'portrait' : 'landscape',
    caption: entry.usedBy.some((use) => use.endsWith(' hero')) ? 'corner' : 'centre',
  });
  const pixels = await sharp(Buffer.from(svg)).png().toBuffer();
  await sharp(pixels)
    .jpeg({ quality: QUALITY.placeholder.jpeg, mozjpeg: true })
    .withExif({ IFD0: { ImageDescription: PLACEHOLDER_MARKER } })
    .toFile(original);
  await writeVariants(entry, pixels, QUALITY.placeholder);
  return 'placeholder';
}
