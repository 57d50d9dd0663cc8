// Kept until the server has the write: Firestore drops a write the server refuses, and the form was emptied meanwhile.
import type { NewPost } from '../../../lib/posts/model/post';
import type { CoverChoice } from './cover-choice';
import {
  forgetKey,
  loadCoverPhoto,
  parsed,
  restored,
  restoredPhotos,
  stored,
  storedPhotos,
} from './cover-draft-storage';
import { forgetDraft, loadDraft, loadEditDraft, type EditDraft } from './post-draft-storage';
import type { UnsentPhotos } from './text-photos';

export interface SentForm {
  editing: EditDraft | null;
  draft: NewPost;
  cover: CoverChoice;
  textPhotos: UnsentPhotos;
}

export type RefusedForm = SentForm & { key: string; reason: string };

const PREFIX = 'charity.blog.sent-form.';

function write(key: string, value: object): void {
  localStorage.setItem(PREFIX + key, JSON.stringify(value));
}

/** Keeps the form of the write `key`; a full storage first gives up the draft, which this form is. */
export function keepSentForm(key: string, { editing, draft, cover, textPhotos }: SentForm): void {
  const value = {
    editing,
    draft,
    cover: { ...cover, photo: cover.photo && stored(cover.photo) },
    textPhotos: storedPhotos(textPhotos),
  };
  try {
    write(key, value);
  } catch {
    try {
      forgetDraft();
      write(key, value);
    } catch (error) {
      console.warn('Could not keep the post on this device until it is sent', error);
    }
  }
}

export const forgetSentForm = (key: string): void => forgetKey(PREFIX + key);

function load(key: string): (SentForm & { reason?: string }) | null {
  const { editing, draft, cover, textPhotos, reason } = parsed(PREFIX + key) ?? {};
  if (typeof draft !== 'object' || draft === null || typeof cover !== 'object' || cover === null) return null;
  const choice = cover as CoverChoice;
  return {
    editing: typeof editing === 'object' ? (editing as EditDraft | null) : null,
    draft: draft as NewPost,
    cover: { ...choice, photo: restored(choice.photo) },
    textPhotos: restoredPhotos(textPhotos),
    ...(typeof reason === 'string' ? { reason } : {}),
  };
}

export const sentTexts = (key: string): NewPost | null => load(key)?.draft ?? null;

/** `asNewPost`: the edited post is gone from the server, so the edit comes back as a new post without its cover. */
export function refuseSentForm(key: string, reason: string, asNewPost = false): void {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (raw === null) return;
    const kept = JSON.parse(raw) as Record<string, unknown>;
    const cover = kept['cover'] as Record<string, unknown>;
    write(
      key,
      asNewPost
        ? { ...kept, editing: null, cover: { ...cover, published: null, removed: false }, reason }
        : { ...kept, reason },
    );
  } catch (error) {
    console.warn('Could not mark the refused post on this device', error);
  }
}

/** Oldest write first (keys begin with the time). */
const keptKeys = (): string[] =>
  Object.keys(localStorage)
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => name.slice(PREFIX.length))
    .sort();

const isBlank = ({ title, summary, content }: NewPost): boolean => `${title}${summary}${content}`.trim() === '';

/** The oldest refused form whose place (new post or edit) holds nothing, so nothing being written is overwritten. */
export function nextRefusedForm(): RefusedForm | null {
  if (loadEditDraft() !== null) return null;
  const newPostFree = isBlank(loadDraft()) && loadCoverPhoto('new') === null;
  for (const key of keptKeys()) {
    const form = load(key);
    if (form?.reason === undefined || (form.editing === null && !newPostFree)) continue;
    return { ...form, key, reason: form.reason };
  }
  return null;
}
