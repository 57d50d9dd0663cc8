/** The offline copy of blog posts: every post the app receives passes through here. */
import { appDb } from '../../idb/database';
import type { PostRecord } from '../../idb/schema';
import type { PageRequest } from '../model/page-request';
import type { Post } from '../model/post';
import { coveredRange } from './covered-range';
import { fromRecord, orderKey, toRecord, type Saved } from './post-record';

export async function readSavedPost(id: string): Promise<Saved<Post> | undefined> {
  const record = await (await appDb()).get('posts', id);
  return record && { data: fromRecord(record), savedAt: record.savedAt };
}

/** The saved posts a page request would get from the server, newest first; undefined when none is saved. */
export async function readSavedPage({ cursor, count }: PageRequest): Promise<Saved<Post[]> | undefined> {
  const index = (await appDb()).transaction('posts').store.index('by-order');
  const newer = cursor?.direction === 'newer';
  const key = cursor && orderKey(cursor.from);
  const range = key ? (newer ? IDBKeyRange.lowerBound(key, true) : IDBKeyRange.upperBound(key, true)) : null;
  const records: PostRecord[] = [];
  // Walking away from the cursor, like the server's query: older posts descending, newer ascending.
  let walker = await index.openCursor(range, newer ? 'next' : 'prev');
  while (walker && records.length < count) {
    records.push(walker.value);
    walker = await walker.continue();
  }
  if (records.length === 0) return undefined;
  if (newer) records.reverse();
  return { data: records.map(fromRecord), savedAt: Math.min(...records.map((record) => record.savedAt)) };
}

export async function savePost(post: Post): Promise<void> {
  await (await appDb()).put('posts', toRecord(post, Date.now()));
}

export async function forgetPost(id: string): Promise<void> {
  await (await appDb()).delete('posts', id);
}

/** Saves a server answer to a page request, and drops saved posts the answer shows were deleted. */
export async function savePage(request: PageRequest, posts: readonly Post[]): Promise<void> {
  const transaction = (await appDb()).transaction('posts', 'readwrite');
  const received = new Set(posts.map((post) => post.id));
  let walker = await transaction.store.index('by-order').openCursor(coveredRange(request, posts));
  while (walker) {
    if (!received.has(walker.primaryKey)) await walker.delete();
    walker = await walker.continue();
  }
  const savedAt = Date.now();
  await Promise.all(posts.map((post) => transaction.store.put(toRecord(post, savedAt))));
  await transaction.done;
}
