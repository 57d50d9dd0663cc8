import type { CoverChange } from '../api/post-batches';
import type { PreparedPhoto } from '../images/prepare-photo';
import type { PostCover } from '../../../lib/posts/model/post';

export interface CoverChoice {
  published: PostCover | null;
  photo: PreparedPhoto | null;
  removed: boolean;
  description: string;
}

export const coverChoiceOf = (published: PostCover | null): CoverChoice => ({
  published,
  photo: null,
  removed: false,
  description: published?.description ?? '',
});

export const keepsACover = ({ published, photo, removed }: CoverChoice): boolean =>
  photo !== null || (published !== null && !removed);

export const lacksDescription = (choice: CoverChoice): boolean =>
  keepsACover(choice) && choice.description.trim() === '';

/** A chosen photo replaces (and deletes) the published one; a removed cover's photo is deleted. */
export function coverChange({ published, photo, removed, description }: CoverChoice): CoverChange {
  const described = description.trim();
  if (photo)
    return { photo: { prepared: photo, description: described }, ...(published ? { dropped: published.id } : {}) };
  if (!published) return {};
  return removed ? { dropped: published.id } : { kept: { ...published, description: described } };
}
