import type { PostOrderKey } from '../../idb/schema';
import type { PageRequest } from '../model/page-request';
import type { Post } from '../model/post';
import { orderKey } from './post-record';

/**
 * The key range over the order index (ascending: `lower` is older) a server answer speaks for: a saved
 * post in it that the answer lacks was deleted. A short answer runs on to the end; undefined is all.
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
