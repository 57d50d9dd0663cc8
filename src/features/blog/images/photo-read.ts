/** Reads a post's photo for visitors: one REST read by id, no SDK (src/lib/firestore-rest). */
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { IMAGES_COLLECTION } from './photo-limits';

export interface PostPhoto {
  /** A data: address of the photo's bytes (the Content-Security-Policy allows data: images). */
  src: string;
  width: number;
  height: number;
}

export async function readPhoto(id: string): Promise<PostPhoto | null> {
  const document = await getDocument(IMAGES_COLLECTION, id);
  const fields = document?.fields ?? {};
  const bytes = fields['data']?.bytesValue;
  const contentType = fields['contentType']?.stringValue;
  const width = Number(fields['width']?.integerValue);
  const height = Number(fields['height']?.integerValue);
  if (!bytes || !contentType?.startsWith('image/') || !(width > 0) || !(height > 0)) return null;
  return { src: `data:${contentType};base64,${bytes}`, width, height };
}
