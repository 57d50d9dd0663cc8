import type { WriteBatch } from 'firebase/firestore';
import { addPhoto, removePhoto } from '../images/photo-write';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { PostCover } from '../../../lib/posts/model/post';

/** What becomes of a post's cover when the post is written; `dropped`: the photo to delete. */
export interface CoverChange {
  photo?: { prepared: PreparedPhoto; description: string };
  kept?: PostCover;
  dropped?: string;
}

/** What becomes of the photos placed in a post's text when the post is written. */
export interface InlineChange {
  add: { id: string; photo: PreparedPhoto }[];
  remove: string[];
}

export const NO_INLINE_CHANGE: InlineChange = { add: [], remove: [] };

/** Their descriptions live in the text. */
export function writeInlinePhotos(batch: WriteBatch, { add, remove }: InlineChange): void {
  for (const { id, photo } of add) addPhoto(batch, photo, '', id);
  for (const id of remove) removePhoto(batch, id);
}

/** The cover the post is to name, if any. */
export function writeCover(batch: WriteBatch, change: CoverChange): PostCover | undefined {
  if (change.dropped !== undefined) removePhoto(batch, change.dropped);
  if (change.photo) return addPhoto(batch, change.photo.prepared, change.photo.description);
  return change.kept;
}
