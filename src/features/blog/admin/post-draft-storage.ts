import type { NewPost } from '../model/post';

/**
 * The post being typed, kept in localStorage on every change: a reload, a crash or a dropped
 * connection never costs the administrator their text. Only the one administrator writes posts,
 * so one draft per device is enough.
 */
const KEY = 'charity.blog.post-draft';
/** An edit in progress is kept apart, so opening a post to fix a typo never costs the new post's draft. */
const EDIT_KEY = 'charity.blog.edit-draft';

/** The texts of a published post being edited, and which post. */
export interface EditDraft extends NewPost {
  postId: string;
}

export const EMPTY_DRAFT: NewPost = { title: '', summary: '', content: '' };

const isEmpty = (draft: NewPost): boolean => draft.title === '' && draft.summary === '' && draft.content === '';

/** The stored object's text fields (missing or wrong ones as ''), or null when there is none. */
function loadTexts(key: string): Record<keyof EditDraft, string> | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const text = (field: keyof EditDraft): string => {
      const value: unknown = (parsed as Record<string, unknown>)[field];
      return typeof value === 'string' ? value : '';
    };
    return { postId: text('postId'), title: text('title'), summary: text('summary'), content: text('content') };
  } catch {
    return null;
  }
}

export function loadDraft(): NewPost {
  const texts = loadTexts(KEY);
  return texts ? { title: texts.title, summary: texts.summary, content: texts.content } : EMPTY_DRAFT;
}

/** The edit left unsaved on this device (a reload, a crash), if any. */
export function loadEditDraft(): EditDraft | null {
  const texts = loadTexts(EDIT_KEY);
  return texts && texts.postId !== '' ? texts : null;
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
}

/** Logging out on a shared phone: the next person must not find the administrator's unfinished post. */
export function forgetDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
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
