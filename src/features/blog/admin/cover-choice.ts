import type { CoverChange } from '../api/cover-change';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { PostCover } from '../../../lib/posts/model/post';

/** The form's cover: what the post has, and what the administrator chose for it. */
export interface CoverChoice {
  /** The cover the published post has (an edit), or null (a new post, or a post without one). */
  published: PostCover | null;
  /** A photo chosen on this device: the new post's cover, or the published one's replacement. */
  photo: PreparedPhoto | null;
  /** The published cover is to be taken off the post (when no photo is chosen instead). */
  removed: boolean;
  /** The description of the cover the post will have: its alt text. */
  description: string;
}

export const coverChoiceOf = (published: PostCover | null): CoverChoice => ({
  published,
  photo: null,
  removed: false,
  description: published?.description ?? '',
});

/** Whether the post will have a cover once written (and so needs its description). */
export const keepsACover = ({ published, photo, removed }: CoverChoice): boolean =>
  photo !== null || (published !== null && !removed);

export const lacksDescription = (choice: CoverChoice): boolean =>
  keepsACover(choice) && choice.description.trim() === '';

/**
 * The writes the choice means: a chosen photo is stored (replacing the published one, which is then
 * deleted), a removed cover's photo is deleted, a kept cover takes the description as typed.
 */
export function coverChange({ published, photo, removed, description }: CoverChoice): CoverChange {
  const described = description.trim();
  if (photo) {
    return { photo: { prepared: photo, description: described }, ...(published ? { dropped: published.id } : {}) };
  }
  if (!published) return {};
  return removed ? { dropped: published.id } : { kept: { ...published, description: described } };
}
