import type { PostOrderKey } from '../../idb/schema';
import type { PageRequest } from '../model/page-request';
import type { Post } from '../model/post';
import { orderKey } from './post-record';

type Bound = { key: PostOrderKey; open: boolean } | null;

/**
 * The key range over the order index (ascending: `lower` is older) a server answer speaks for: a saved
 * post in it that the answer lacks was deleted. A short answer runs on to the end; undefined is all.
 */
export function coveredRange({ cursor, count }: PageRequest, posts: readonly Post[]): IDBKeyRange | undefined {
  const from: Bound = cursor ? { key: orderKey(cursor.from), open: true } : null;
  const edge = (post: Post | undefined): Bound =>
    posts.length < count || !post ? null : { key: orderKey(post), open: false };
  const [lower, upper] = cursor?.direction === 'newer' ? [from, edge(posts[0])] : [edge(posts.at(-1)), from];
  if (lower && upper) return IDBKeyRange.bound(lower.key, upper.key, lower.open, upper.open);
  if (lower) return IDBKeyRange.lowerBound(lower.key, lower.open);
  if (upper) return IDBKeyRange.upperBound(upper.key, upper.open);
  return undefined;
}
