import type { NewPost, PostCover } from '../../../lib/posts/model/post';
import { forgetCoverDraft, forgetKey, parsed, store } from './cover-draft-storage';

// One draft per device (one administrator); an edit is kept apart, so fixing a typo never costs the new post's draft.
const KEY = 'charity.blog.post-draft';
const EDIT_KEY = 'charity.blog.edit-draft';

export interface EditDraft extends NewPost {
  postId: string;
  cover: PostCover | null;
  /** The ids of the photos its published text places. */
  textPhotos: string[];
}

export const EMPTY_DRAFT: NewPost = { title: '', summary: '', content: '' };

function textsOf(stored: Record<string, unknown>): NewPost {
  const text = (field: keyof NewPost): string => (typeof stored[field] === 'string' ? stored[field] : '');
  return { title: text('title'), summary: text('summary'), content: text('content') };
}

export function loadDraft(): NewPost {
  const stored = parsed(KEY);
  return stored ? textsOf(stored) : EMPTY_DRAFT;
}

function isCover(value: unknown): value is PostCover {
  if (typeof value !== 'object' || value === null) return false;
  const { id, width, height, description } = value as Record<string, unknown>;
  return (
    typeof id === 'string' && typeof width === 'number' && typeof height === 'number' && typeof description === 'string'
  );
}

export function loadEditDraft(): EditDraft | null {
  const stored = parsed(EDIT_KEY);
  const { postId, cover, textPhotos } = stored ?? {};
  if (!stored || typeof postId !== 'string' || postId === '') return null;
  return {
    postId,
    ...textsOf(stored),
    cover: isCover(cover) ? cover : null,
    textPhotos: Array.isArray(textPhotos) ? textPhotos.filter((id): id is string => typeof id === 'string') : [],
  };
}

export const storeEditDraft = (draft: EditDraft): void =>
  store(EDIT_KEY, draft, 'Could not save the edit on this device');

export function forgetEditDraft(): void {
  forgetKey(EDIT_KEY);
  forgetCoverDraft('edit');
}

/** Logging out on a shared phone: the next person must not find the administrator's unfinished post. */
export function forgetDraft(): void {
  forgetKey(KEY);
  forgetCoverDraft('new');
  forgetEditDraft();
}

export function storeDraft(draft: NewPost): void {
  const empty = draft.title === '' && draft.summary === '' && draft.content === '';
  store(KEY, empty ? null : draft, 'Could not save the post draft on this device');
}
