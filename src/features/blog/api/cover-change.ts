import type { WriteBatch } from 'firebase/firestore';
import { addPhoto, removePhoto } from '../images/photo-write';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { PostCover } from '../../../lib/posts/model/post';

/** What becomes of a post's cover when the post is written. */
export interface CoverChange {
  /** A photo chosen on this device, with its description: stored, and named by the post. */
  photo?: { prepared: PreparedPhoto; description: string };
  /** The cover the post keeps (its description perhaps changed), when no photo is chosen. */
  kept?: PostCover;
  /** The photo the post named until now and will not name any more: deleted in the same batch. */
  dropped?: string;
}

/** What becomes of the photos placed in a post's text when the post is written. */
export interface InlineChange {
  /** Photos chosen on this device that the text places, under the ids it names them by. */
  add: { id: string; photo: PreparedPhoto }[];
  /** Photos the published text placed and the new one does not: deleted in the same batch. */
  remove: string[];
}

export const NO_INLINE_CHANGE: InlineChange = { add: [], remove: [] };

/** Adds the writes of the text's photos to the post's batch (their descriptions live in the text). */
export function writeInlinePhotos(batch: WriteBatch, { add, remove }: InlineChange): void {
  for (const { id, photo } of add) addPhoto(batch, photo, '', id);
  for (const id of remove) removePhoto(batch, id);
}

/** Adds the cover's photo writes to the post's batch; the cover the post is to name, if any. */
export function writeCover(batch: WriteBatch, change: CoverChange): PostCover | undefined {
  if (change.dropped !== undefined) removePhoto(batch, change.dropped);
  if (change.photo) return addPhoto(batch, change.photo.prepared, change.photo.description);
  return change.kept;
}
