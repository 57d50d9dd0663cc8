import { Bytes, collection, doc, type WriteBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import type { PostCover } from '../../../lib/posts/model/post';
import { IMAGES_COLLECTION } from './photo-limits';
import type { PreparedPhoto } from './prepare-photo';

/** Made on this device, so the text can place the photo before it is sent. */
export const newPhotoId = (): string => doc(collection(firestore(), IMAGES_COLLECTION)).id;

/** `id` when the text already places it; returns the cover the post names it by. */
export function addPhoto(batch: WriteBatch, photo: PreparedPhoto, description: string, id = newPhotoId()): PostCover {
  batch.set(doc(firestore(), IMAGES_COLLECTION, id), {
    data: Bytes.fromUint8Array(photo.bytes),
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
  });
  return { id, width: photo.width, height: photo.height, description };
}

export function removePhoto(batch: WriteBatch, id: string): void {
  batch.delete(doc(firestore(), IMAGES_COLLECTION, id));
}
