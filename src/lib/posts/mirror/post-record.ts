import type { PostOrderKey, PostRecord } from '../../idb/schema';
import { photoIdsIn } from '../model/inline-photos';
import type { Post, PostPosition } from '../model/post';

export const toRecord = (post: Post, savedAt: number): PostRecord => ({
  id: post.id,
  title: post.title,
  summary: post.summary,
  content: post.content,
  createdSeconds: post.createdAt.seconds,
  createdNanos: post.createdAt.nanoseconds,
  ...(post.cover ? { cover: post.cover } : {}),
  photoIds: [...(post.cover ? [post.cover.id] : []), ...photoIdsIn(post.content)],
  savedAt,
});

export const fromRecord = (record: PostRecord): Post => ({
  id: record.id,
  title: record.title,
  summary: record.summary,
  content: record.content,
  createdAt: { seconds: record.createdSeconds, nanoseconds: record.createdNanos },
  ...(record.cover ? { cover: record.cover } : {}),
});

export const orderKey = ({ id, createdAt }: PostPosition): PostOrderKey => [
  createdAt.seconds,
  createdAt.nanoseconds,
  id,
];

/** A saved copy and when it was saved (epoch ms). */
export type Saved<T> = { data: T; savedAt: number };
