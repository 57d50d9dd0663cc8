import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost } from '../model/post';
import { numberedSlug, slugFromTitle } from '../model/post-slug';

/** Enough for the same title used again and again; past it something is wrong, and the admin is told. */
const MAX_ATTEMPTS = 50;

/** The first of slug, slug-2, slug-3… that no post has. */
async function freeId(title: string): Promise<string> {
  const slug = slugFromTitle(title);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const id = numberedSlug(slug, attempt);
    if ((await getDocument(BLOG_COLLECTION, id)) === null) return id;
  }
  throw new Error(`Every address from ${slug} to ${numberedSlug(slug, MAX_ATTEMPTS)} is taken.`);
}

/**
 * Adds a post under a readable id made from its title (fixed from then on: editing keeps it), stamped
 * with the server's clock (the rules refuse any other time); resolves with the id. Should another post
 * take the id in between, the rules refuse to overwrite it and the administrator is asked to retry.
 */
export async function addPost({ title, summary, content }: NewPost): Promise<string> {
  const id = await freeId(title);
  await setDoc(doc(firestore(), BLOG_COLLECTION, id), { title, summary, content, createdAt: serverTimestamp() });
  return id;
}
