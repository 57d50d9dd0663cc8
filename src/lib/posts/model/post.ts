/** The moment Firestore stamped a post, kept at full precision so cursors match the server exactly. */
export interface PostTime {
  seconds: number;
  nanoseconds: number;
}

/**
 * A post's cover photo as the post itself names it: the photo's id (src/features/blog/images) and
 * what the page needs before, or without, the photo's bytes: its size, so its box is reserved from
 * the first paint (nothing moves when it arrives), and its description, the alt text, which is also
 * shown in that box when the photo cannot be had (offline, never opened). A few dozen bytes per post
 * in the lists, never the photo itself.
 */
export interface PostCover {
  id: string;
  width: number;
  height: number;
  description: string;
}

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
export interface NewPost {
  title: string;
  summary: string;
  content: string;
}

/** A post's place in the newest-first order (creation time, then id, both descending, as Firestore sorts). */
export interface PostPosition {
  id: string;
  createdAt: PostTime;
}

export const positionOf = ({ id, createdAt }: Post): PostPosition => ({ id, createdAt });

export const BLOG_COLLECTION = 'blog';
