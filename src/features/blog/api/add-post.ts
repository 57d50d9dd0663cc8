import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost } from '../model/post';

/** Adds a post stamped with the server's clock (the rules refuse any other time); resolves with its id. */
export async function addPost({ title, summary, content }: NewPost): Promise<string> {
  const ref = await addDoc(collection(firestore(), BLOG_COLLECTION), {
    title,
    summary,
    content,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
