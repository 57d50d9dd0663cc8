import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost } from '../model/post';

/**
 * Replaces a post's texts and stamps `updatedAt` with the server's clock (the rules refuse any other
 * time). `createdAt` is not sent, so the post keeps its place in every list.
 */
export async function updatePost(id: string, { title, summary, content }: NewPost): Promise<void> {
  await updateDoc(doc(firestore(), BLOG_COLLECTION, id), { title, summary, content, updatedAt: serverTimestamp() });
}
