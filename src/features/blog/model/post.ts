/** The moment Firestore stamped a post, kept at full precision so cursors match the server exactly. */
export interface PostTime {
  seconds: number;
  nanoseconds: number;
}

export interface Post {
  id: string;
  title: string;
  summary: string;
  content: string;
  createdAt: PostTime;
  /** The id of the post's cover photo (src/features/blog/images), if it has one. */
  coverImage?: string;
}

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
