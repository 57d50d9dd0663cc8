/** Shared shapes of the site's static content, for the pages, the sitemap and the media script. */
import type { z } from 'zod';
import { formatNumber } from '../lib/number-format';
import type { ImageTones } from './image-tones';
import type { textSection } from './schemas';

export type PixelSize = { width: number; height: number };

/** One size per kind of slot: real photos keep its aspect ratio, so <img> width/height stay truthful. */
export const MEDIA_SIZES = {
  gallery: { width: 1200, height: 800 },
  hero: { width: 1920, height: 1080 },
  portrait: { width: 800, height: 800 },
  /** Video posters match the video frame so the poster-to-video swap does not jump. */
  videoPoster: { width: 1280, height: 720 },
  video: { width: 1280, height: 720 },
  openGraph: { width: 1200, height: 630 },
} as const satisfies Record<string, PixelSize>;

type MediaSizeName = keyof typeof MEDIA_SIZES;

/** An image under /images/: `src` is the original JPEG; its other copies are made from it (media-manifest.ts). */
export interface ImageAsset extends PixelSize {
  src: string;
  alt: string;
  caption?: string;
  /** Painted in the picture's box until (or instead of) the picture: see image-tones.ts. */
  tone?: string;
}

export type CaptionedImage = ImageAsset & { caption: string };

export interface VideoAsset extends PixelSize {
  src: string;
  poster: ImageAsset;
  /** Accessible name of the player. */
  title: string;
}

export type TextSection = z.infer<typeof textSection>;

/** A figure such as "67+ students": numbers stay numbers so counters can animate them. */
export type Figure = { value: number; suffix?: '+'; label: string };

/** A described photo from a data file, with the size of the slot it fills and its tone from the file's. */
export function image<T extends { src: string; alt: string }>(
  picture: T,
  size: MediaSizeName,
  tones: ImageTones,
): T & PixelSize & { tone?: string } {
  const tone = tones[picture.src];
  return { ...picture, ...MEDIA_SIZES[size], ...(tone === undefined ? {} : { tone }) };
}

export function galleryPicture(picture: { src: string; alt: string; caption: string }, tones: ImageTones): CaptionedImage {
  return image(picture, 'gallery', tones);
}

/** "1,000+", "67+", "500". */
export function formatFigure(figure: Pick<Figure, 'value' | 'suffix'>): string {
  return `${formatNumber(figure.value)}${figure.suffix ?? ''}`;
}
