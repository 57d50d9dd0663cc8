/**
 * Shared shapes of the site's static content. Plain data, no React: the pages, the sitemap
 * and the media-generation script all read the same modules.
 */
import type { z } from 'zod';
import { formatNumber } from '../lib/number-format';
import type { ImageTones } from './image-tones';
import type { textSection } from './schemas';

/** Intended pixel size of a media file; the placeholder generator renders files at this size. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Standard sizes, one per kind of slot. Real photos should be exported at these sizes (or the
 * same aspect ratio) so width/height on <img> stay truthful and the layout never shifts.
 */
export const MEDIA_SIZES = {
  /** Carousels, galleries and program cards: 3:2 landscape. */
  gallery: { width: 1200, height: 800 },
  /** Full-width page heroes: 16:9. */
  hero: { width: 1920, height: 1080 },
  /** Team portraits: square, cropped to a circle or rounded square by the UI. */
  portrait: { width: 800, height: 800 },
  /** Video posters match the video frame so the poster-to-video swap does not jump. */
  videoPoster: { width: 1280, height: 720 },
  video: { width: 1280, height: 720 },
  /** The size social networks expect for link previews. */
  openGraph: { width: 1200, height: 630 },
} as const satisfies Record<string, PixelSize>;

export type MediaSizeName = keyof typeof MEDIA_SIZES;

/**
 * An image under /images/. `src` is the original (JPEG) path; modern formats and responsive
 * widths are derived from it (see media-manifest.ts) so content authors only name one file.
 */
export interface ImageAsset extends PixelSize {
  src: string;
  /** Describes what the picture shows for screen-reader users; never empty for content images. */
  alt: string;
  caption?: string;
  /** Painted in the picture's box until (or instead of) the picture: see image-tones.ts. */
  tone?: string;
}

/** Galleries and carousels always show a caption, so the type requires it there. */
export interface CaptionedImage extends ImageAsset {
  caption: string;
}

/** A video under /videos/, with the poster shown until the visitor presses play. */
export interface VideoAsset extends PixelSize {
  src: string;
  poster: ImageAsset;
  /** Accessible name of the player, e.g. "Video: Amina Yusuf's story". */
  title: string;
}

/** A heading followed by plain paragraphs: the common shape of text blocks and legal sections. */
export type TextSection = z.infer<typeof textSection>;

/** A figure such as "67+ students": numbers stay numbers so counters can animate them. */
export interface Figure {
  value: number;
  suffix?: '+';
  label: string;
}

const toneFor = (src: string, tones: ImageTones): { tone?: string } => {
  const tone = tones[src];
  return tone === undefined ? {} : { tone };
};

/** A described photo from a data file, with the size of the slot it fills and its tone from the file's. */
export function image<T extends { src: string; alt: string }>(
  picture: T,
  size: MediaSizeName,
  tones: ImageTones,
): T & PixelSize & { tone?: string } {
  return { ...picture, ...MEDIA_SIZES[size], ...toneFor(picture.src, tones) };
}

/** A gallery or carousel photo from a data file, with the gallery slot's size and its tone from the file's. */
export function galleryPicture(
  picture: { src: string; alt: string; caption: string },
  tones: ImageTones,
): CaptionedImage {
  return { ...picture, ...MEDIA_SIZES.gallery, ...toneFor(picture.src, tones) };
}

/** Formats a figure the way the site prints it everywhere: "1,000+", "67+", "500". */
export function formatFigure(figure: Pick<Figure, 'value' | 'suffix'>): string {
  return `${formatNumber(figure.value)}${figure.suffix ?? ''}`;
}
