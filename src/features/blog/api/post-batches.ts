// Each write is one batch with its post's photos: no photo is left behind or missing, and offline they wait together.
import { deleteField, doc, serverTimestamp, writeBatch, type WriteBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import { photoIdsIn } from '../../../lib/posts/model/inline-photos';
import { BLOG_COLLECTION, type NewPost, type Post, type PostCover } from '../../../lib/posts/model/post';
import { numberedSlug, offlineSlug, slugFromTitle } from '../../../lib/posts/model/post-slug';
import { addPhoto, removePhoto } from '../images/photo-write';
import type { PreparedPhoto } from '../images/prepare-photo';

/** What becomes of a post's cover when the post is written; `dropped`: the photo to delete. */
export interface CoverChange {
  photo?: { prepared: PreparedPhoto; description: string };
  kept?: PostCover;
  dropped?: string;
}

export type InlineChange = { add: { id: string; photo: PreparedPhoto }[]; remove: string[] };

function batchWithPhotos(
  change: CoverChange,
  inline: InlineChange,
): { batch: WriteBatch; cover: PostCover | undefined } {
  const batch = writeBatch(firestore());
  if (change.dropped !== undefined) removePhoto(batch, change.dropped);
  const cover = change.photo ? addPhoto(batch, change.photo.prepared, change.photo.description) : change.kept;
  // The text's photos have their descriptions in the text.
  for (const { id, photo } of inline.add) addPhoto(batch, photo, '', id);
  for (const id of inline.remove) removePhoto(batch, id);
  return { batch, cover };
}

/** Enough for the same title used again and again; past it something is wrong. */
const MAX_ATTEMPTS = 50;

// The first of slug, slug-2… no post has. Offline a random ending: a guess from local copies may clash with another's.
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

/** Stamped with the server's clock (the rules refuse any other time); `sent` waits for a connection. */
export async function addPost(
  { title, summary, content }: NewPost,
  change: CoverChange,
  inline: InlineChange,
): Promise<{ id: string; sent: Promise<void> }> {
  const id = await freeId(title);
  const { batch, cover } = batchWithPhotos(change, inline);
  batch.set(doc(firestore(), BLOG_COLLECTION, id), {
    title,
    summary,
    content,
    createdAt: serverTimestamp(),
    ...(cover === undefined ? {} : { cover }),
  });
  return { id, sent: batch.commit() };
}

/** `createdAt` is not sent, so the post keeps its place in every list. */
export function updatePost(
  id: string,
  { title, summary, content }: NewPost,
  change: CoverChange,
  inline: InlineChange,
): Promise<void> {
  const { batch, cover } = batchWithPhotos(change, inline);
  batch.update(doc(firestore(), BLOG_COLLECTION, id), {
    title,
    summary,
    content,
    cover: cover ?? deleteField(),
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

export function deletePost({ id, cover, content }: Pick<Post, 'id' | 'cover' | 'content'>): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(firestore(), BLOG_COLLECTION, id));
  if (cover) removePhoto(batch, cover.id);
  for (const photo of photoIdsIn(content)) removePhoto(batch, photo);
  return batch.commit();
}
