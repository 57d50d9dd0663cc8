import { doc, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { removePhoto } from '../images/photo-write';
import { BLOG_COLLECTION, type Post } from '../model/post';

/**
 * Removes a post for good, and its cover photo in the same batch (so no photo is left behind, and
 * offline both wait together); visitors' offline copies drop them at their next online read.
 */
export function deletePost({ id, cover }: Pick<Post, 'id' | 'cover'>): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(firestore(), BLOG_COLLECTION, id));
  if (cover) removePhoto(batch, cover.id);
  return batch.commit();
}
