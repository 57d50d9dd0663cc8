import type { NewPost } from '../model/post';

/**
 * The post being typed, kept in localStorage on every change: a reload, a crash or a dropped
 * connection never costs the administrator their text. Only the one administrator writes posts,
 * so one draft per device is enough.
 */
const KEY = 'charity.blog.post-draft';

export const EMPTY_DRAFT: NewPost = { title: '', summary: '', content: '' };

const isEmpty = (draft: NewPost): boolean => draft.title === '' && draft.summary === '' && draft.content === '';

export function loadDraft(): NewPost {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (raw === null) return EMPTY_DRAFT;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return EMPTY_DRAFT;
    const text = (key: keyof NewPost): string => {
      const value: unknown = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : '';
    };
    return { title: text('title'), summary: text('summary'), content: text('content') };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Logging out on a shared phone: the next person must not find the administrator's unfinished post. */
export function forgetDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
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
