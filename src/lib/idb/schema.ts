import type { DBSchema } from 'idb';

/**
 * A blog post as the offline mirror keeps it. The creation time is kept as Firestore gives it
 * (seconds and nanoseconds) so a page cursor built from the mirror matches the server exactly.
 */
export interface PostRecord {
  id: string;
  title: string;
  summary: string;
  content: string;
  createdSeconds: number;
  createdNanos: number;
  /** The post's cover photo as the post names it (id, size, description); its bytes are in `photos`. */
  cover?: { id: string; width: number; height: number; description: string };
  /** Every photo the post shows (its cover and those in its text): what keeps them in `photos`. */
  photoIds?: string[];
  /** When this copy was written (epoch ms): the date the offline notice shows. */
  savedAt: number;
}

/**
 * A post's photo, kept once the post was opened with it (never by the lists or the idle mirror):
 * offline the post shows it again. Kept while some saved post shows it (the `by-photo` index).
 */
export interface PhotoRecord {
  id: string;
  /** A data: address of the photo's bytes, as the page shows it. */
  src: string;
  width: number;
  height: number;
}

/** The order key of a post: newest first is this key descending, the same order as Firestore's query. */
export type PostOrderKey = [createdSeconds: number, createdNanos: number, id: string];

/**
 * Every store of the app's IndexedDB database. A feature that needs a store adds it here and adds
 * one step to MIGRATIONS (migrations.ts); nothing else changes.
 */
export interface AppDbSchema extends DBSchema {
  posts: {
    key: string;
    value: PostRecord;
    indexes: { 'by-order': PostOrderKey; 'by-photo': string };
  };
  photos: {
    key: string;
    value: PhotoRecord;
  };
}
