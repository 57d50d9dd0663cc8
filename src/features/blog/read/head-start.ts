/**
 * The blog's first read, started by src/main.tsx while the app's code is still downloading. On a
 * first visit over a slow network the post list or the post is then already on its way (or here) when
 * the page asks for it, instead of being asked for only after the app has arrived and run.
 * Each head start is used once: the page's first read takes it, later reads ask the server again.
 */
import { POST_PATH_PATTERN } from '../../../shared/sw-contract';
import { getPost } from '../api/get-post';
import { listPosts } from '../api/list-posts';
import { pageRequest } from '../model/blog-page';
import { isPossiblePostId } from '../model/post-id';
import type { PageRequest } from '../model/page-request';
import type { Post } from '../model/post';

let firstPage: { count: number; read: Promise<Post[]> } | undefined;
let post: { id: string; read: Promise<Post | null> } | undefined;
/** Set by the page's first read: a head start arriving after it would only read the same thing twice. */
let pageHasRead = false;

// Nobody may take a head start (the visitor left at once): its failure must not be an unhandled rejection.
function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

function postIdIn(pathname: string): string | undefined {
  if (!POST_PATH_PATTERN.test(pathname)) return undefined;
  try {
    const id = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
    return isPossiblePostId(id) ? id : undefined;
  } catch {
    return undefined; // Broken percent-encoding: the page will say the post was not found.
  }
}

/** Starts the read the blog page at this address will make first, if it is a post or the newest page. */
export function startBlogHeadStart({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  if (pageHasRead || !navigator.onLine) return;
  const id = postIdIn(pathname);
  if (id !== undefined) {
    post = { id, read: started(getPost(id)) };
  } else if (/^\/blog\/?$/.test(pathname) && !/[?&](after|before)=/.test(search)) {
    const request = pageRequest(undefined, undefined);
    firstPage = { count: request.count, read: started(listPosts(request)) };
  }
}

/** The newest page's head start, once, when `request` is that page's request. */
export function takeFirstPageHeadStart(request: PageRequest): Promise<Post[]> | undefined {
  pageHasRead = true;
  if (request.cursor || firstPage?.count !== request.count) return undefined;
  const { read } = firstPage;
  firstPage = undefined;
  return read;
}

/** The post's head start, once, when it was for this id. */
export function takePostHeadStart(id: string): Promise<Post | null> | undefined {
  pageHasRead = true;
  if (post?.id !== id) return undefined;
  const { read } = post;
  post = undefined;
  return read;
}
