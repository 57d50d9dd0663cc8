import { listPosts } from '../rest/list-posts';
import { pageRequest } from '../model/blog-page';
import { savePage } from './post-mirror';

/** Saves /blog's first page (Home's Latest Updates too), content included; no photos (photo-mirror.ts says why). */
export async function mirrorNewestPosts(): Promise<number> {
  const request = pageRequest(undefined, undefined);
  const posts = await listPosts(request);
  await savePage(request, posts);
  return posts.length;
}
