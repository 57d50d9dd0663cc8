// The posts the server rendered the page with (functions/src/blog/blog-server.ts), as JSON, so React adopts its markup.
import type { Post, PostListing } from '../../../lib/posts/model/post';

/** The `<script type="application/json">` that carries them: data, never run, so the CSP allows it. */
export const SERVED_POSTS_ID = 'served-posts';

export interface ServedPostsData {
  /** /blog/{id}: the post, or null when the server found none. */
  post?: { id: string; value: Post | null };
  /** /blog: its newest page, without the posts' texts, which the list does not show. */
  newest?: PostListing[];
}

// Seeds the first render only (post-reads.ts forgets it at the first read): the CDN may keep a page for minutes.
export class ServedPosts {
  #data: ServedPostsData;

  constructor(data: ServedPostsData = {}) {
    this.#data = data;
  }

  post(id: string): { value: Post | null } | undefined {
    const { post } = this.#data;
    return post?.id === id ? { value: post.value } : undefined;
  }

  newest(): PostListing[] | undefined {
    return this.#data.newest;
  }

  forget(): void {
    this.#data = {};
  }
}

/** `<` escaped, so a post's text can never close the script element early. */
export const servedPostsScript = (data: ServedPostsData): string =>
  `<script type="application/json" id="${SERVED_POSTS_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** `page`: the document, typed by what is read, so the function's DOM-less build compiles this module too. */
export function readServedPosts(page: {
  getElementById(id: string): { textContent: string | null } | null;
}): ServedPosts {
  const text = page.getElementById(SERVED_POSTS_ID)?.textContent;
  try {
    return new ServedPosts(text ? (JSON.parse(text) as ServedPostsData) : {});
  } catch (error) {
    console.warn('Could not read the posts the page was sent with', error);
    return new ServedPosts();
  }
}
