import { deleteField, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost } from '../../../lib/posts/model/post';
import { writeCover, writeInlinePhotos, type CoverChange, type InlineChange } from './cover-change';

/**
 * One batch with the photos added or deleted, so no photo is left behind; `updatedAt` from the server's
 * clock (the rules refuse any other). `createdAt` is not sent, so the post keeps its place in every list.
 */
export function updatePost(
  id: string,
  { title, summary, content }: NewPost,
  change: CoverChange,
  inline: InlineChange,
): Promise<void> {
  const batch = writeBatch(firestore());
  const cover = writeCover(batch, change);
  writeInlinePhotos(batch, inline);
  batch.update(doc(firestore(), BLOG_COLLECTION, id), {
    title,
    summary,
    content,
    cover: cover ?? deleteField(),
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}
