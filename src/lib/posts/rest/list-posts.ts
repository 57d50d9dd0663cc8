import { DOCUMENTS_PATH, runQuery } from '../../firestore-rest/firestore-rest';
import type { Post } from '../model/post';
import type { PageRequest } from '../model/page-request';
import { postFromDocument } from './post-from-document';
import { postsQuery } from './posts-query';

/** Whole documents, content included, so everything listed can be read offline later. */
export async function listPosts(request: PageRequest): Promise<Post[]> {
  const documents = await runQuery(postsQuery(request, DOCUMENTS_PATH));
  const posts = documents.map(postFromDocument).filter((post): post is Post => post !== null);
  return request.cursor?.direction === 'newer' ? posts.reverse() : posts;
}
