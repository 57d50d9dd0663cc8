import type { NewPost, PostCover } from '../../../lib/posts/model/post';
import { forgetCoverDraft } from './cover-draft-storage';

/**
 * The post being typed, kept in localStorage on every change: a reload, a crash or a dropped
 * connection never costs the administrator their text. Only the one administrator writes posts,
 * so one draft per device is enough.
 */
const KEY = 'charity.blog.post-draft';
/** An edit in progress is kept apart, so opening a post to fix a typo never costs the new post's draft. */
const EDIT_KEY = 'charity.blog.edit-draft';

/** The texts of a published post being edited, which post, and the photos it has on the server. */
export interface EditDraft extends NewPost {
  postId: string;
  cover: PostCover | null;
  /** The ids of the photos its published text places (those the edit takes out are deleted). */
  textPhotos: string[];
}

export const EMPTY_DRAFT: NewPost = { title: '', summary: '', content: '' };

const isEmpty = (draft: NewPost): boolean => draft.title === '' && draft.summary === '' && draft.content === '';

type DraftTexts = Record<'postId' | keyof NewPost, string>;

/** The stored object's text fields (missing or wrong ones as ''), and the object, or null when there is none. */
function loadStored(key: string): { texts: DraftTexts; stored: Record<string, unknown> } | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const stored = parsed as Record<string, unknown>;
    const text = (field: keyof DraftTexts): string => {
      const value: unknown = stored[field];
      return typeof value === 'string' ? value : '';
    };
    return {
      texts: { postId: text('postId'), title: text('title'), summary: text('summary'), content: text('content') },
      stored,
    };
  } catch {
    return null;
  }
}

export function loadDraft(): NewPost {
  const texts = loadStored(KEY)?.texts;
  return texts ? { title: texts.title, summary: texts.summary, content: texts.content } : EMPTY_DRAFT;
}

function isCover(value: unknown): value is PostCover {
  if (typeof value !== 'object' || value === null) return false;
  const { id, width, height, description } = value as Record<string, unknown>;
  return (
    typeof id === 'string' && typeof width === 'number' && typeof height === 'number' && typeof description === 'string'
  );
}

/** The edit left unsaved on this device (a reload, a crash), if any. */
export function loadEditDraft(): EditDraft | null {
  const loaded = loadStored(EDIT_KEY);
  if (!loaded || loaded.texts.postId === '') return null;
  const { cover, textPhotos } = loaded.stored;
  return {
    ...loaded.texts,
    cover: isCover(cover) ? cover : null,
    textPhotos: Array.isArray(textPhotos) ? textPhotos.filter((id): id is string => typeof id === 'string') : [],
  };
}

export function storeEditDraft(draft: EditDraft): void {
  try {
    localStorage.setItem(EDIT_KEY, JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not save the edit on this device', error);
  }
}

/** The edit was saved or abandoned. */
export function forgetEditDraft(): void {
  try {
    localStorage.removeItem(EDIT_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  forgetCoverDraft('edit');
}

/** Logging out on a shared phone: the next person must not find the administrator's unfinished post. */
export function forgetDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  forgetCoverDraft('new');
  forgetEditDraft();
}

export function storeDraft(draft: NewPost): void {
  try {
    if (isEmpty(draft)) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(draft));
  } catch (error) {
    // Storage full or disabled: the text is still in the form, only the safety net is missing.
    console.warn('Could not save the post draft on this device', error);
  }
}
