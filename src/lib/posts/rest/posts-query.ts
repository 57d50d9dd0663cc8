/** The query behind every list of posts; free of the app's settings, so tests/rules sends exactly these. */
import { formatTimestamp } from '../../firestore-rest/rest-values';
import { BLOG_COLLECTION, type PostPosition } from '../model/post';
import type { PageRequest } from '../model/page-request';

/** firestore.rules refuses more, so a script cannot spend the project's daily read quota in a few requests. */
export const MAX_POSTS_PER_LIST = 50;

type Direction = 'DESCENDING' | 'ASCENDING';

// The id (__name__) breaks ties between posts stamped in the same instant, so a cursor never skips one.
const order = (direction: Direction) => [
  { field: { fieldPath: 'createdAt' }, direction },
  { field: { fieldPath: '__name__' }, direction },
];

const cursorValues = (documentsPath: string, { createdAt, id }: PostPosition) => [
  { timestampValue: formatTimestamp(createdAt) },
  { referenceValue: `${documentsPath}/${BLOG_COLLECTION}/${id}` },
];

/** Newest first, but `newer` ones come oldest first and the caller reverses them. */
export function postsQuery({ cursor, count }: PageRequest, documentsPath: string): object {
  if (!Number.isInteger(count) || count < 1 || count > MAX_POSTS_PER_LIST) {
    throw new RangeError(`A list of posts asks for 1 to ${MAX_POSTS_PER_LIST} posts, not ${count}.`);
  }
  // The posts just newer than a post are the first ones after it in the opposite (oldest-first) order.
  const newer = cursor?.direction === 'newer';
  return {
    from: [{ collectionId: BLOG_COLLECTION }],
    orderBy: order(newer ? 'ASCENDING' : 'DESCENDING'),
    // `before: false`: the page starts just after the cursor post, without it.
    ...(cursor ? { startAt: { values: cursorValues(documentsPath, cursor.from), before: false } } : {}),
    limit: count,
  };
}
