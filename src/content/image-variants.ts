/**
 * How the media script names an image's copies and <ResponsiveImage> asks for them:
 * /images/home/gallery-1.jpg gives /images/home/gallery-1-480w.avif, ...-800w.webp. No imports, so it stays tiny.
 */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_MIME_TYPES: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** 640 is for the program carousel's 600 px (issue 16): the 800 px copies broke the first visit's 500 KB budget. */
export const IMAGE_VARIANT_WIDTHS = [480, 640, 800, 1200, 1920] as const;

export function imageVariantSrc(src: string, width: number, format: ImageVariantFormat): string {
  return `${src.replace(/\.[a-z0-9]+$/i, '')}-${width}w.${format}`;
}

/** Never wider than the original. */
export function imageVariantWidths(originalWidth: number): number[] {
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth), originalWidth];
}

export function imageSrcSet(src: string, originalWidth: number, format: ImageVariantFormat): string {
  return imageVariantWidths(originalWidth)
    .map((width) => `${imageVariantSrc(src, width, format)} ${width}w`)
    .join(', ');
}

/** Where only one URL fits (a video poster): WebP, which every browser that plays our videos shows. */
export function singleVariantSrc(src: string, originalWidth: number, maxWidth: number): string {
  const widths = imageVariantWidths(originalWidth);
  const fitting = widths.filter((width) => width <= maxWidth);
  const width = fitting.at(-1) ?? widths[0] ?? originalWidth;
  return imageVariantSrc(src, width, 'webp');
}
