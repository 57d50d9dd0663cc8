import {
  collection,
  documentId,
  endBefore,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type Post } from '../model/post';
import type { PageRequest } from '../model/page-request';
import { postFromDocument, toTimestamp } from './post-from-document';

/**
 * Up to `count` posts newest first: from the top, or just older (`after`) or just newer (`before`)
 * than a post. Whole documents, content included, so everything listed can be read offline later.
 */
export async function listPosts({ cursor, count }: PageRequest): Promise<Post[]> {
  // The id breaks ties between posts stamped in the same instant, so a cursor never skips one.
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
  if (!cursor) constraints.push(limit(count));
  else {
    const at = [toTimestamp(cursor.from.createdAt), cursor.from.id];
    if (cursor.direction === 'older') constraints.push(startAfter(...at), limit(count));
    else constraints.push(endBefore(...at), limitToLast(count));
  }
  const snapshot = await getDocs(query(collection(firestore(), BLOG_COLLECTION), ...constraints));
  return snapshot.docs.map(postFromDocument).filter((post): post is Post => post !== null);
}
