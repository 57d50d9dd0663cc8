/**
 * How responsive, modern-format copies of an image are named. The media script writes these files
 * and the <ResponsiveImage> component asks for them, so both import this one module:
 * /images/home/gallery-1.jpg (the original, also the fallback) gives
 * /images/home/gallery-1-480w.avif, ...-800w.webp and so on.
 *
 * Plain functions with no imports, so the page bundle that uses them stays tiny.
 */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_MIME_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * 640 is there for the program carousel's 600 px (issue 16): without it a laptop took the 800 px
 * copy, 78 % more pixels than it draws, and four of them in a first visit's slideshow broke the
 * 500 KB budget. On 2.5x phones it is also the copy a slot of about 300 to 390 CSS px now gets
 * (about 1.7 device pixels per CSS pixel, see src/components/media/at-most-2x.ts).
 */
export const IMAGE_VARIANT_WIDTHS = [480, 640, 800, 1200, 1920] as const;

export function imageVariantSrc(src: string, width: number, format: ImageVariantFormat): string {
  return `${src.replace(/\.[a-z0-9]+$/i, '')}-${width}w.${format}`;
}

/** The variant widths worth making for an image: never wider than the original. */
export function imageVariantWidths(originalWidth: number): number[] {
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  return [...widths, originalWidth];
}

/** The `srcset` of one format: every variant width with its `w` descriptor. */
export function imageSrcSet(src: string, originalWidth: number, format: ImageVariantFormat): string {
  return imageVariantWidths(originalWidth)
    .map((width) => `${imageVariantSrc(src, width, format)} ${width}w`)
    .join(', ');
}

/**
 * The single file to use where only one URL fits (a video poster): the widest variant not above
 * `maxWidth`, in WebP, which every browser that plays our videos can show.
 */
export function singleVariantSrc(src: string, originalWidth: number, maxWidth: number): string {
  const widths = imageVariantWidths(originalWidth);
  const fitting = widths.filter((width) => width <= maxWidth);
  const width = fitting.at(-1) ?? widths[0] ?? originalWidth;
  return imageVariantSrc(src, width, 'webp');
}
