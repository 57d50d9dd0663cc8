import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { BLOG_COLLECTION, type Post } from '../../../lib/posts/model/post';
import { postFromDocument } from '../../../lib/posts/rest/post-from-document';

export async function getPost(id: string): Promise<Post | null> {
  const document = await getDocument(BLOG_COLLECTION, id);
  return document && postFromDocument(document);
}
