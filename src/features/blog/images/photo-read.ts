/** Reads a post's photo for visitors: one REST read by id, no SDK (src/lib/firestore-rest). */
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { keepPhoto, readSavedPhoto } from '../../../lib/posts/mirror/photo-mirror';
import { IMAGES_COLLECTION } from './photo-limits';

export interface PostPhoto {
  /** A data: address of the photo's bytes (the Content-Security-Policy allows data: images). */
  src: string;
  width: number;
  height: number;
}

async function readPhoto(id: string): Promise<PostPhoto | null> {
  const document = await getDocument(IMAGES_COLLECTION, id);
  const fields = document?.fields ?? {};
  const bytes = fields['data']?.bytesValue;
  const contentType = fields['contentType']?.stringValue;
  const width = Number(fields['width']?.integerValue);
  const height = Number(fields['height']?.integerValue);
  if (!bytes || !contentType?.startsWith('image/') || !(width > 0) || !(height > 0)) return null;
  return { src: `data:${contentType};base64,${bytes}`, width, height };
}

// This device's copy first (a photo never changes under its id). Null: no such photo; rejects when neither is there.
export async function readPostPhoto(id: string): Promise<PostPhoto | null> {
  try {
    const saved = await readSavedPhoto(id);
    if (saved) return saved;
  } catch (error) {
    console.warn('Could not read the offline copy of the photo', error);
  }
  const photo = await readPhoto(id);
  if (photo) {
    await keepPhoto({ id, ...photo }).catch((error: unknown) =>
      console.warn('Could not keep the photo for offline reading', error),
    );
  }
  return photo;
}
