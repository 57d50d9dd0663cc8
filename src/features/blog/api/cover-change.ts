import type { WriteBatch } from 'firebase/firestore';
import { addPhoto, removePhoto } from '../images/photo-write';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { PostCover } from '../model/post';

/** What becomes of a post's cover when the post is written. */
export interface CoverChange {
  /** A photo chosen on this device, with its description: stored, and named by the post. */
  photo?: { prepared: PreparedPhoto; description: string };
  /** The cover the post keeps (its description perhaps changed), when no photo is chosen. */
  kept?: PostCover;
  /** The photo the post named until now and will not name any more: deleted in the same batch. */
  dropped?: string;
}

/** Adds the cover's photo writes to the post's batch; the cover the post is to name, if any. */
export function writeCover(batch: WriteBatch, change: CoverChange): PostCover | undefined {
  if (change.dropped !== undefined) removePhoto(batch, change.dropped);
  if (change.photo) return addPhoto(batch, change.photo.prepared, change.photo.description);
  return change.kept;
}
