import { DOCUMENTS_PATH, runQuery } from '../../../lib/firestore-rest/firestore-rest';
import { formatTimestamp } from '../../../lib/firestore-rest/rest-values';
import { BLOG_COLLECTION, type Post, type PostPosition } from '../model/post';
import type { PageRequest } from '../model/page-request';
import { postFromDocument } from './post-from-document';

type Direction = 'DESCENDING' | 'ASCENDING';

// The id (__name__) breaks ties between posts stamped in the same instant, so a cursor never skips one.
const order = (direction: Direction) => [
  { field: { fieldPath: 'createdAt' }, direction },
  { field: { fieldPath: '__name__' }, direction },
];

const cursorValues = ({ createdAt, id }: PostPosition) => [
  { timestampValue: formatTimestamp(createdAt) },
  { referenceValue: `${DOCUMENTS_PATH}/${BLOG_COLLECTION}/${id}` },
];

/**
 * Up to `count` posts newest first: from the top, or just older (`older`) or just newer (`newer`)
 * than a post. Whole documents, content included, so everything listed can be read offline later.
 */
export async function listPosts({ cursor, count }: PageRequest): Promise<Post[]> {
  // The posts just newer than a post are the first ones after it in the opposite (oldest-first) order.
  const newer = cursor?.direction === 'newer';
  const documents = await runQuery({
    from: [{ collectionId: BLOG_COLLECTION }],
    orderBy: order(newer ? 'ASCENDING' : 'DESCENDING'),
    // `before: false`: the page starts just after the cursor post, without it.
    ...(cursor ? { startAt: { values: cursorValues(cursor.from), before: false } } : {}),
    limit: count,
  });
  const posts = documents.map(postFromDocument).filter((post): post is Post => post !== null);
  return newer ? posts.reverse() : posts;
}
