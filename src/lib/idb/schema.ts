import type { DBSchema } from 'idb';

/** The creation time is kept as Firestore gives it, so a cursor built from the mirror matches the server exactly. */
export interface PostRecord {
  id: string;
  title: string;
  summary: string;
  content: string;
  createdSeconds: number;
  createdNanos: number;
  /** Its bytes are in `photos`. */
  cover?: { id: string; width: number; height: number; description: string };
  /** What keeps them in `photos`. */
  photoIds?: string[];
  savedAt: number;
}

/** Kept while some saved post shows it (the `by-photo` index). */
export interface PhotoRecord {
  id: string;
  /** A data: address. */
  src: string;
  width: number;
  height: number;
}

/** Newest first is this key descending, as Firestore's query. */
export type PostOrderKey = [createdSeconds: number, createdNanos: number, id: string];

/** A new store goes here, with one step in MIGRATIONS (migrations.ts). */
export interface AppDbSchema extends DBSchema {
  posts: {
    key: string;
    value: PostRecord;
    indexes: { 'by-order': PostOrderKey; 'by-photo': string };
  };
  photos: { key: string; value: PhotoRecord };
}
