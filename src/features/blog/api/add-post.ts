import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost } from '../../../lib/posts/model/post';
import { NO_INLINE_CHANGE, writeCover, writeInlinePhotos, type CoverChange, type InlineChange } from './cover-change';
import { numberedSlug, offlineSlug, slugFromTitle } from '../../../lib/posts/model/post-slug';

/** Enough for the same title used again and again; past it something is wrong. */
const MAX_ATTEMPTS = 50;

/**
 * The first of slug, slug-2, slug-3… that no post has. Offline, a random ending instead: a guess from
 * this device's copies could take an address another device used meanwhile, and be refused.
 */
async function freeId(title: string): Promise<string> {
  const slug = slugFromTitle(title);
  if (!navigator.onLine) return offlineSlug(slug);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const id = numberedSlug(slug, attempt);
    let existing;
    try {
      existing = await getDocument(BLOG_COLLECTION, id);
    } catch (error) {
      // fetch's TypeError: no network after all (a connection that says it is there).
      if (error instanceof TypeError) return offlineSlug(slug);
      throw error;
    }
    if (existing === null) return id;
  }
  throw new Error(`Every address from ${slug} to ${numberedSlug(slug, MAX_ATTEMPTS)} is taken.`);
}

/**
 * Adds a post under an id made from its title, stamped with the server's clock (the rules refuse any
 * other time), with its photos in the same batch. `sent`: the server's answer, which waits for a connection.
 */
export async function addPost(
  { title, summary, content }: NewPost,
  change: CoverChange = {},
  inline: InlineChange = NO_INLINE_CHANGE,
): Promise<{ id: string; sent: Promise<void> }> {
  const id = await freeId(title);
  const batch = writeBatch(firestore());
  const cover = writeCover(batch, change);
  writeInlinePhotos(batch, inline);
  batch.set(doc(firestore(), BLOG_COLLECTION, id), {
    title,
    summary,
    content,
    createdAt: serverTimestamp(),
    ...(cover === undefined ? {} : { cover }),
  });
  return { id, sent: batch.commit() };
}
