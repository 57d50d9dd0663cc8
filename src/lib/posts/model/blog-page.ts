import type { PageDirection, PageRequest } from './page-request';
import type { PostListing, PostPosition } from './post';

/** One page of /blog and the posts its Next and Previous links start from: whole posts, or as a list shows them. */
export type BlogPage<P extends PostListing = PostListing> = { posts: P[]; olderFrom?: string; newerFrom?: string };

export const BLOG_PAGE_SIZE = 10;

export type PageCursor = { id: string; direction: PageDirection };

/** A page request asks for one post more than it shows, to learn whether a further page exists. */
export const pageRequest = (from: PostPosition | undefined, direction: PageDirection | undefined): PageRequest => ({
  ...(from && direction ? { cursor: { from, direction } } : {}),
  count: BLOG_PAGE_SIZE + 1,
});

export function toBlogPage<P extends PostListing>(request: PageRequest, received: readonly P[]): BlogPage<P> {
  const { cursor } = request;
  const hasMore = received.length > BLOG_PAGE_SIZE;
  if (cursor?.direction === 'newer') {
    // Walking towards the newest: the extra post, if any, is the newest and belongs to the page before.
    const posts = hasMore ? received.slice(1) : [...received];
    return {
      posts,
      olderFrom: posts.at(-1)?.id ?? cursor.from.id,
      ...(hasMore && posts[0] ? { newerFrom: posts[0].id } : {}),
    };
  }
  const posts = received.slice(0, BLOG_PAGE_SIZE);
  const last = posts.at(-1);
  return {
    posts,
    ...(hasMore && last ? { olderFrom: last.id } : {}),
    ...(cursor ? { newerFrom: posts[0]?.id ?? cursor.from.id } : {}),
  };
}
