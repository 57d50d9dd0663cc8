import { doc, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { removePhoto } from '../images/photo-write';
import { photoIdsIn } from '../../../lib/posts/model/inline-photos';
import { BLOG_COLLECTION, type Post } from '../../../lib/posts/model/post';

/** Its photos go in the same batch, so no photo is left behind, and offline both wait together. */
export function deletePost({ id, cover, content }: Pick<Post, 'id' | 'cover' | 'content'>): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(firestore(), BLOG_COLLECTION, id));
  if (cover) removePhoto(batch, cover.id);
  for (const photo of photoIdsIn(content)) removePhoto(batch, photo);
  return batch.commit();
}
