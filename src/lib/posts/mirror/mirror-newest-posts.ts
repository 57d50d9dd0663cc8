import { listPosts } from '../rest/list-posts';
import { pageRequest } from '../model/blog-page';
import { savePage } from './post-mirror';

/**
 * Reads the first page of /blog (which holds Home's Latest Updates too), with each post's content,
 * and saves it: /blog and its newest posts then open offline even if the visitor never scrolled to
 * a list of posts. One query of a few kilobytes: a post names its cover (id, size, description) but
 * the photos are not read here (photo-mirror.ts says why).
 */
export async function mirrorNewestPosts(): Promise<number> {
  const request = pageRequest(undefined, undefined);
  const posts = await listPosts(request);
  await savePage(request, posts);
  return posts.length;
}
