/**
 * Stores and removes photos (the administrator's side). Each change is added to the batch that
 * writes its post, so the post and its photo reach the server together or not at all, and wait
 * together for a connection (the full Firestore SDK's persistent cache, src/lib/firestore.ts).
 */
import { Bytes, collection, doc, type WriteBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import type { PostCover } from '../../../lib/posts/model/post';
import { IMAGES_COLLECTION } from './photo-limits';
import type { PreparedPhoto } from './prepare-photo';

/** A new photo's id, made on this device (as Firestore makes ids), so the text can place it before it is sent. */
export const newPhotoId = (): string => doc(collection(firestore(), IMAGES_COLLECTION)).id;

/** Adds the photo to the batch (under `id` when the text already places it); the cover the post names it by. */
export function addPhoto(batch: WriteBatch, photo: PreparedPhoto, description: string, id = newPhotoId()): PostCover {
  const reference = doc(firestore(), IMAGES_COLLECTION, id);
  batch.set(reference, {
    data: Bytes.fromUint8Array(photo.bytes),
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
  });
  return { id: reference.id, width: photo.width, height: photo.height, description };
}

/** Removes a photo no post will name any more (its post deleted, or the cover replaced or removed). */
export function removePhoto(batch: WriteBatch, id: string): void {
  batch.delete(doc(firestore(), IMAGES_COLLECTION, id));
}
