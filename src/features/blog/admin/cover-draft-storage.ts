/**
 * The photo part of a draft, kept on the device beside the texts (post-draft-storage.ts): the cover's
 * description typed, whether the published cover is to be removed, the cover photo chosen and the
 * photos chosen for the text, already resized (at most about 300 KB each, so about 400 KB of
 * localStorage). Photos have keys of their own, written only when a photo is chosen or dropped, so
 * typing never copies a photo again. Storage full: the form still holds them, and says nothing is lost
 * only as long as the page stays open (the warning in the console).
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
const TEXT_PHOTOS_KEY: Record<DraftKind, string> = {
  new: 'charity.blog.post-draft.text-photos',
  edit: 'charity.blog.edit-draft.text-photos',
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

type StoredPhoto = Omit<PreparedPhoto, 'bytes'> & { bytes: string };

/** A photo as JSON can hold it (its bytes in base64). */
export const stored = (photo: PreparedPhoto): StoredPhoto => ({ ...photo, bytes: toBase64(photo.bytes) });

/** The photo `stored` made, or null when the value is not one. */
export function restored(value: unknown): PreparedPhoto | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bytes, contentType, width, height } = value as Record<string, unknown>;
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

export const loadCoverPhoto = (kind: DraftKind): PreparedPhoto | null => restored(parsed(PHOTO_KEY[kind]));

export function storeCoverPhoto(kind: DraftKind, photo: PreparedPhoto | null): void {
  store(PHOTO_KEY[kind], photo && stored(photo));
}

/** Photos by id as JSON can hold them; null when there are none. */
export function storedPhotos(photos: Readonly<Record<string, PreparedPhoto>>): Record<string, StoredPhoto> | null {
  const entries = Object.entries(photos);
  return entries.length === 0 ? null : Object.fromEntries(entries.map(([id, photo]) => [id, stored(photo)]));
}

/** The photos `storedPhotos` made (those that are photos). */
export function restoredPhotos(value: unknown): Record<string, PreparedPhoto> {
  const photos: Record<string, PreparedPhoto> = {};
  if (typeof value !== 'object' || value === null) return photos;
  for (const [id, entry] of Object.entries(value)) {
    const photo = restored(entry);
    if (photo) photos[id] = photo;
  }
  return photos;
}

/** The photos chosen for the text, by the id the text names them by. */
export const loadTextPhotos = (kind: DraftKind): Record<string, PreparedPhoto> =>
  restoredPhotos(parsed(TEXT_PHOTOS_KEY[kind]));

export function storeTextPhotos(kind: DraftKind, photos: Readonly<Record<string, PreparedPhoto>>): void {
  store(TEXT_PHOTOS_KEY[kind], storedPhotos(photos));
}

export function forgetCoverDraft(kind: DraftKind): void {
  storeCoverTexts(kind, null);
  storeCoverPhoto(kind, null);
  storeTextPhotos(kind, {});
}
