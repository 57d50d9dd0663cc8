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
  /** The post's cover photo's id (the photo itself is read by id when the post is shown). */
  coverImage?: string;
  /** When this copy was written (epoch ms): the date the offline notice shows. */
  savedAt: number;
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
    indexes: { 'by-order': PostOrderKey };
  };
}
