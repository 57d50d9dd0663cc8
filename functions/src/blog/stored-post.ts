import type { Post, PostCover } from '../../../src/lib/posts/model/post';

/** A post as the function reads it, with when its document last changed (the sitemap's lastmod). */
export interface StoredPost extends Post {
  updatedAt: Date;
}

/** The parts of a firebase-admin Timestamp this reads; plain data in tests. */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TimestampLike).seconds === 'number' &&
  typeof (value as TimestampLike).nanoseconds === 'number';

function coverFrom(value: unknown): PostCover | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, width, height, description } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof description !== 'string') return undefined;
  if (typeof width !== 'number' || !(width > 0) || typeof height !== 'number' || !(height > 0)) return undefined;
  return { id, width, height, description };
}

/**
 * A post from its document's data (firebase-admin's), or null when it is not a readable post: the
 * rules only let well-formed posts in, but one written by hand in the console must not break a page.
 * The same checks as the app's src/lib/posts/rest/post-from-document.ts, on the Admin SDK's values.
 */
export function postFromData(
  id: string,
  data: Record<string, unknown> | undefined,
  updatedAt: Date,
): StoredPost | null {
  const { title, summary, content, createdAt, cover } = data ?? {};
  if (typeof title !== 'string' || typeof summary !== 'string' || typeof content !== 'string') return null;
  if (!isTimestamp(createdAt)) return null;
  const shownCover = coverFrom(cover);
  return {
    id,
    title,
    summary,
    content,
    createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds },
    ...(shownCover ? { cover: shownCover } : {}),
    updatedAt,
  };
}
