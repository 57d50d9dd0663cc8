// The draft's photos (post-draft-storage.ts has its texts), under keys of their own: typing never copies a photo again.
import type { PreparedPhoto } from '../images/prepare-photo';

type DraftKind = 'new' | 'edit';

const keyOf = (kind: DraftKind, part: 'cover' | 'photo' | 'text-photos'): string =>
  `charity.blog.${kind === 'new' ? 'post' : 'edit'}-draft.${part}`;

type CoverTexts = { description: string; removed: boolean };

export function parsed(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function store(
  key: string,
  value: object | null,
  failure = 'Could not keep the cover photo on this device',
): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Storage full or disabled: the form still holds it, only the safety net is missing.
    console.warn(failure, error);
  }
}

export function forgetKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

export function loadCoverTexts(kind: DraftKind): CoverTexts | null {
  const value = parsed(keyOf(kind, 'cover'));
  if (!value) return null;
  return {
    description: typeof value['description'] === 'string' ? value['description'] : '',
    removed: value['removed'] === true,
  };
}

export const storeCoverTexts = (kind: DraftKind, texts: CoverTexts | null): void => store(keyOf(kind, 'cover'), texts);

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

type StoredPhoto = Omit<PreparedPhoto, 'bytes'> & { bytes: string };

export const stored = (photo: PreparedPhoto): StoredPhoto => ({ ...photo, bytes: toBase64(photo.bytes) });

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

export const loadCoverPhoto = (kind: DraftKind): PreparedPhoto | null => restored(parsed(keyOf(kind, 'photo')));

export const storeCoverPhoto = (kind: DraftKind, photo: PreparedPhoto | null): void =>
  store(keyOf(kind, 'photo'), photo && stored(photo));

export function storedPhotos(photos: Readonly<Record<string, PreparedPhoto>>): Record<string, StoredPhoto> | null {
  const entries = Object.entries(photos);
  return entries.length === 0 ? null : Object.fromEntries(entries.map(([id, photo]) => [id, stored(photo)]));
}

export function restoredPhotos(value: unknown): Record<string, PreparedPhoto> {
  const photos: Record<string, PreparedPhoto> = {};
  for (const [id, entry] of Object.entries(value ?? {})) {
    const photo = restored(entry);
    if (photo) photos[id] = photo;
  }
  return photos;
}

export const loadTextPhotos = (kind: DraftKind): Record<string, PreparedPhoto> =>
  restoredPhotos(parsed(keyOf(kind, 'text-photos')));

export const storeTextPhotos = (kind: DraftKind, photos: Readonly<Record<string, PreparedPhoto>>): void =>
  store(keyOf(kind, 'text-photos'), storedPhotos(photos));

export function forgetCoverDraft(kind: DraftKind): void {
  storeCoverTexts(kind, null);
  storeCoverPhoto(kind, null);
  storeTextPhotos(kind, {});
}
