/** Stores a prepared photo (the administrator's side; the full Firestore SDK, so it waits offline like posts). */
import { Bytes, collection, doc, setDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { IMAGES_COLLECTION } from './photo-limits';
import type { PreparedPhoto } from './prepare-photo';

/** The new photo's id at once (for the post to name it), and the server's answer, which may wait for a connection. */
export function savePhoto(photo: PreparedPhoto, description: string): { id: string; sent: Promise<void> } {
  const reference = doc(collection(firestore(), IMAGES_COLLECTION));
  const sent = setDoc(reference, {
    data: Bytes.fromUint8Array(photo.bytes),
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    description,
  });
  return { id: reference.id, sent };
}
