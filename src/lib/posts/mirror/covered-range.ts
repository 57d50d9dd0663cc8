import type { PostOrderKey } from '../../idb/schema';
import type { PageRequest } from '../model/page-request';
import type { Post } from '../model/post';
import { orderKey } from './post-record';

/**
 * The stretch of the newest-first order a server answer speaks for, as an IndexedDB key range over
 * the order index (ascending, so `lower` is the older end). Every saved post inside it that the
 * answer lacks has been deleted on the server. A short answer (fewer posts than asked for) reached
 * the end of the collection, so its range runs on to that end. Undefined means the whole collection.
 */
export function coveredRange({ cursor, count }: PageRequest, posts: readonly Post[]): IDBKeyRange | undefined {
  const reachedEnd = posts.length < count;
  let lower: { key: PostOrderKey; open: boolean } | null;
  let upper: { key: PostOrderKey; open: boolean } | null;
  const oldest = posts.at(-1);
  const newest = posts[0];
  if (cursor?.direction === 'newer') {
    lower = { key: orderKey(cursor.from), open: true };
    upper = reachedEnd || !newest ? null : { key: orderKey(newest), open: false };
  } else {
    upper = cursor ? { key: orderKey(cursor.from), open: true } : null;
    lower = reachedEnd || !oldest ? null : { key: orderKey(oldest), open: false };
  }
  if (lower && upper) return IDBKeyRange.bound(lower.key, upper.key, lower.open, upper.open);
  if (lower) return IDBKeyRange.lowerBound(lower.key, lower.open);
  if (upper) return IDBKeyRange.upperBound(upper.key, upper.open);
  return undefined;
}
