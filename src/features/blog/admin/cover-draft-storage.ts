/**
 * The cover part of a draft, kept on the device beside the texts (post-draft-storage.ts): the
 * description typed, whether the published cover is to be removed, and the photo chosen, already
 * resized (at most about 300 KB, so about 400 KB of localStorage). The photo has its own key, written
 * only when another photo is chosen, so typing the description never copies the photo again.
 */
import type { PreparedPhoto } from '../images/prepare-photo';

export type DraftKind = 'new' | 'edit';

const TEXTS_KEY: Record<DraftKind, string> = {
  new: 'charity.blog.post-draft.cover',
  edit: 'charity.blog.edit-draft.cover',
};
const PHOTO_KEY: Record<DraftKind, string> = {
  new: 'charity.blog.post-draft.photo',
  edit: 'charity.blog.edit-draft.photo',
};

export interface CoverTexts {
  description: string;
  removed: boolean;
}

function parsed(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function store(key: string, value: object | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Storage full or disabled: the form still holds it, only the safety net is missing.
    console.warn('Could not keep the cover photo on this device', error);
  }
}

export function loadCoverTexts(kind: DraftKind): CoverTexts | null {
  const value = parsed(TEXTS_KEY[kind]);
  if (!value) return null;
  return {
    description: typeof value['description'] === 'string' ? value['description'] : '',
    removed: value['removed'] === true,
  };
}

export const storeCoverTexts = (kind: DraftKind, texts: CoverTexts | null): void => store(TEXTS_KEY[kind], texts);

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

export function loadCoverPhoto(kind: DraftKind): PreparedPhoto | null {
  const value = parsed(PHOTO_KEY[kind]);
  const { bytes, contentType, width, height } = value ?? {};
  if (
    typeof bytes !== 'string' ||
    (contentType !== 'image/webp' && contentType !== 'image/jpeg') ||
    typeof width !== 'number' ||
    typeof height !== 'number'
  ) {
    return null;
  }
  try {
    return { bytes: fromBase64(bytes), contentType, width, height };
  } catch {
    return null;
  }
}

export function storeCoverPhoto(kind: DraftKind, photo: PreparedPhoto | null): void {
  store(PHOTO_KEY[kind], photo && { ...photo, bytes: toBase64(photo.bytes) });
}

export function forgetCoverDraft(kind: DraftKind): void {
  storeCoverTexts(kind, null);
  storeCoverPhoto(kind, null);
}
