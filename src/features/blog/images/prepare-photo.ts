import { MAX_PHOTO_BYTES, MAX_PHOTO_EDGE, type PhotoType } from './photo-limits';

export type PreparedPhoto = { bytes: Uint8Array; contentType: PhotoType; width: number; height: number };

/** WebP first (smaller for the same look); JPEG where the browser cannot encode WebP (older Safari). */
const TYPES: readonly PhotoType[] = ['image/webp', 'image/jpeg'];
const QUALITIES = [0.82, 0.72, 0.62, 0.5, 0.4, 0.3];

export class PhotoError extends Error {}

export function fittedSize(width: number, height: number, maxEdge = MAX_PHOTO_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// On the device, for kilobytes over a slow line; createImageBitmap turns the photo upright from its EXIF orientation.
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError('This file could not be read as a photo. Please choose a JPEG, PNG, WebP or HEIC picture.');
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('This browser cannot resize photos.');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const type of TYPES) {
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
      // A browser that cannot encode the type gives PNG instead: try the next type.
      if (!blob || blob.type !== type) break;
      if (blob.size <= MAX_PHOTO_BYTES)
        return { bytes: new Uint8Array(await blob.arrayBuffer()), contentType: type, width, height };
    }
  }
  throw new PhotoError('This photo could not be made small enough to send. Please choose another one.');
}
