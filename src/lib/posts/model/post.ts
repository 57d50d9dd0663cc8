/** The moment Firestore stamped a post, kept at full precision so cursors match the server exactly. */
type PostTime = { seconds: number; nanoseconds: number };

/**
 * A few dozen bytes per post in the lists, never the photo: its size reserves its box from the first
 * paint, and its description (the alt text) fills that box when the photo cannot be had.
 */
export type PostCover = { id: string; width: number; height: number; description: string };

export interface Post {
  id: string;
  title: string;
  summary: string;
  content: string;
  createdAt: PostTime;
  cover?: PostCover;
}

/** What a list of posts shows of each: everything but the text, which only the post's own page needs. */
export type PostListing = Omit<Post, 'content'>;

/** When the post was published (to the second: what a reader or a feed is told). */
export const publishedAt = (post: Pick<Post, 'createdAt'>): Date => new Date(post.createdAt.seconds * 1000);

/** What the administrator types; the server adds the time. */
export type NewPost = { title: string; summary: string; content: string };

/** A post's place in the newest-first order (creation time, then id, both descending, as Firestore sorts). */
export type PostPosition = { id: string; createdAt: PostTime };

export const positionOf = ({ id, createdAt }: Post): PostPosition => ({ id, createdAt });

export const BLOG_COLLECTION = 'blog';
