import type { CoverChange, InlineChange } from '../api/post-batches';
import { MAX_POST_PHOTOS_BYTES } from '../images/photo-limits';

const MB = 1024 * 1024;

/** Megabytes with one decimal, rounded up: 2.01 MB is "2.1", never "2.0" over a 2 MB limit. */
const megabytes = (bytes: number): string => (Math.ceil((bytes / MB) * 10) / 10).toFixed(1);

export function photoWeightError(cover: CoverChange, inline: InlineChange, button: string): string | undefined {
  const bytes =
    (cover.photo?.prepared.bytes.length ?? 0) + inline.add.reduce((sum, { photo }) => sum + photo.bytes.length, 0);
  if (bytes <= MAX_POST_PHOTOS_BYTES) return undefined;
  return `The new photos of this post weigh ${megabytes(bytes)} MB together, more than the ${String(MAX_POST_PHOTOS_BYTES / MB)} MB one post can send at once. Take a photo out (or choose a smaller cover), then press ${button} again. Nothing was sent, and everything is still in the form.`;
}
