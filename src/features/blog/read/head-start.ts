/**
 * The blog's first read, started by src/blog-head-start.ts before the app's code is even asked for.
 * On a first visit over a slow network the posts are drawn by the early view as soon as they arrive,
 * and the app's first render starts from them instead of asking the server again.
 * Each head start is used once: the page's first read takes it, later reads ask the server again.
 */
import { appHasStarted } from '../../../lib/app-started';
import { POST_PATH_PATTERN } from '../../../shared/sw-contract';
import { getPost } from '../api/get-post';
import { listPosts } from '../../../lib/posts/rest/list-posts';
import { pageRequest } from '../../../lib/posts/model/blog-page';
import { showEarlyList, showEarlyPost } from '../early-view/early-view';
import { isPossiblePostId } from '../../../lib/posts/model/post-id';
import type { PageRequest } from '../../../lib/posts/model/page-request';
import type { Post } from '../../../lib/posts/model/post';

/** A read under way; `answer` once it has succeeded, `drawn` once the early view has shown it. */
interface HeadStart<T> {
  read: Promise<T>;
  answer?: { value: T };
  drawn?: boolean;
}

let firstPage: (HeadStart<Post[]> & { count: number }) | undefined;
let post: (HeadStart<Post | null> & { id: string }) | undefined;
/** Set by the page's first read: a head start arriving after it would only read the same thing twice. */
let pageHasRead = false;

/**
 * Starts a read; its answer is drawn by `show` (the early view) if the app has not started by then.
 * Nobody may take a head start (the visitor left at once): its failure must not be an unhandled rejection.
 */
function started<K extends object, T>(key: K, read: Promise<T>, show: (value: T) => boolean): K & HeadStart<T> {
  const headStart: K & HeadStart<T> = { ...key, read };
  read.then(
    (value) => {
      headStart.answer = { value };
      if (appHasStarted()) return;
      try {
        headStart.drawn = show(value);
      } catch (error) {
        // The early view is a head start only: the app draws the page in any case.
        console.warn('Could not draw the posts before the app', error);
      }
    },
    () => undefined,
  );
  return headStart;
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

async function startReading({ pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  if (pageHasRead || !navigator.onLine) return;
  const id = postIdIn(pathname);
  let read: Promise<unknown> | undefined;
  if (id !== undefined) {
    post = started({ id }, getPost(id), showEarlyPost);
    read = post.read;
  } else if (/^\/blog\/?$/.test(pathname) && !/[?&](after|before)=/.test(search)) {
    const request = pageRequest(undefined, undefined);
    firstPage = started({ count: request.count }, listPosts(request), showEarlyList);
    read = firstPage.read;
  }
  await read?.then(
    () => undefined,
    () => undefined,
  );
}

let run: Promise<void> | undefined;

/**
 * Starts the read the blog page at this address will make first, if it is a post or the newest page;
 * once, however often it is called (src/blog-head-start.ts calls it first, src/main.tsx too).
 * Resolves once that read has answered (and its posts are drawn) or failed, at once if there is none.
 */
export function startBlogHeadStart(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  run ??= startReading(location);
  return run;
}

/** The newest page's head start, when `request` is the one it made. */
const firstPageFor = (request: PageRequest) =>
  !request.cursor && firstPage?.count === request.count ? firstPage : undefined;

/** The newest page's head start, once, when `request` is that page's request. */
export function takeFirstPageHeadStart(request: PageRequest): Promise<Post[]> | undefined {
  pageHasRead = true;
  const taken = firstPageFor(request);
  if (taken) firstPage = undefined;
  return taken?.read;
}

/** The post's head start, when it was for this id. */
const postFor = (id: string) => (post?.id === id ? post : undefined);

/** The post's head start, once, when it was for this id. */
export function takePostHeadStart(id: string): Promise<Post | null> | undefined {
  pageHasRead = true;
  const taken = postFor(id);
  if (taken) post = undefined;
  return taken?.read;
}

/**
 * What the early view has drawn of the newest page, for the app's first render: React hydrates the
 * page as it is on screen (src/app/start-app.tsx), so its first render must draw the same thing. An
 * answer that came too late to be drawn waits for the render after.
 */
export const firstPageAnswer = (request: PageRequest): Post[] | undefined => {
  const headStart = firstPageFor(request);
  return headStart?.drawn ? headStart.answer?.value : undefined;
};

/** What the early view has drawn of the post, for the app's first render (see firstPageAnswer). */
export const postAnswer = (id: string): { value: Post | null } | undefined => {
  const headStart = postFor(id);
  return headStart?.drawn ? headStart.answer : undefined;
};
