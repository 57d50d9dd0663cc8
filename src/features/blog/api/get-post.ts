import { doc, getDoc } from 'firebase/firestore/lite';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type Post } from '../model/post';
import { postFromDocument } from './post-from-document';

/** One post by id from the server; null means the server says it does not exist. */
export async function getPost(id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(firestore(), BLOG_COLLECTION, id));
  return postFromDocument(snapshot);
}
