import { getPost } from '../api/get-post';
import { listPosts } from '../../../lib/posts/rest/list-posts';
import { forgetPost, readSavedPage, readSavedPost, savePage, savePost } from '../../../lib/posts/mirror/post-mirror';
import { pageRequest, toBlogPage, type BlogPage, type PageCursor } from '../../../lib/posts/model/blog-page';
import { isPossiblePostId } from '../../../lib/posts/model/post-id';
import type { PageRequest } from '../../../lib/posts/model/page-request';
import { positionOf, type Post, type PostPosition } from '../../../lib/posts/model/post';
import type { MirroredRead, MirrorCopy } from './use-mirrored-read';
import type { ServedPosts } from './served-posts';

/** A failed write to the mirror must not cost the visitor the fresh answer they already have. */
const keepGoing = (write: Promise<void>): Promise<void> =>
  write.catch((error: unknown) => console.warn('Could not update the offline copy of the blog', error));

// A short page may only be short because the mirror has not seen the rest yet.
async function savedPage(request: PageRequest): Promise<MirrorCopy<Post[]> | undefined> {
  const saved = await readSavedPage(request);
  return saved && { ...saved, complete: saved.data.length === request.count };
}

/** Saved whole, so each opens offline afterwards. */
async function listedPage(request: PageRequest): Promise<Post[]> {
  const posts = await listPosts(request);
  await keepGoing(savePage(request, posts));
  return posts;
}

export const latestPostsRead = (count: number): MirroredRead<Post[]> => {
  const request: PageRequest = { count };
  return { fromMirror: () => savedPage(request), fromNetwork: () => listedPage(request) };
};

/** Null when the server says it does not exist (and then the saved copy is dropped too). */
export const postRead = (id: string, served: ServedPosts): MirroredRead<Post | null> => ({
  answered: () => served.post(id),
  fromMirror: async () => {
    served.forget();
    const saved = await readSavedPost(id);
    return saved && { ...saved, complete: true };
  },
  fromNetwork: async () => {
    // An id no document can have (a link cut short, a typo with a slash): simply no such post.
    if (!isPossiblePostId(id)) return null;
    const post = await getPost(id);
    await keepGoing(post ? savePost(post) : forgetPost(id));
    return post;
  },
});

// Undefined also without a mirror (the server's render, a browser that refuses storage).
const savedPost = (id: string): Promise<Post | undefined> =>
  readSavedPost(id).then(
    (saved) => saved?.data,
    () => undefined,
  );

/** The post as known without the network, for the page's head. Null: there is none; undefined: unknown. */
export async function knownPost(id: string, served: ServedPosts): Promise<Post | null | undefined> {
  const answer = served.post(id);
  return answer ? answer.value : savedPost(id);
}

async function savedPosition(id: string): Promise<PostPosition | undefined> {
  const post = await savedPost(id);
  return post && positionOf(post);
}

/** The cursor post is usually saved (its page listed it); if not, the server is asked. */
export const blogPageRead = (cursor: PageCursor | undefined, served: ServedPosts): MirroredRead<BlogPage> => ({
  answered: () => {
    const posts = cursor ? undefined : served.newest();
    return posts && { value: toBlogPage(pageRequest(undefined, undefined), posts) };
  },
  fromMirror: async () => {
    served.forget();
    const from = cursor && (await savedPosition(cursor.id));
    if (cursor && !from) return undefined;
    const request = pageRequest(from, cursor?.direction);
    const saved = await savedPage(request);
    return saved && { ...saved, data: toBlogPage(request, saved.data) };
  },
  fromNetwork: async () => {
    let from = cursor && (await savedPosition(cursor.id));
    if (cursor && !from) {
      const post = await getPost(cursor.id);
      // A cursor post deleted since the link was made: start again from the newest posts.
      from = post ? positionOf(post) : undefined;
    }
    const request = pageRequest(from, cursor?.direction);
    return toBlogPage(request, await listedPage(request));
  },
});
