import { deleteDoc, doc } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION } from '../model/post';

/** Removes a post for good; visitors' offline copies drop it at their next online read. */
export async function deletePost(id: string): Promise<void> {
  await deleteDoc(doc(firestore(), BLOG_COLLECTION, id));
}
