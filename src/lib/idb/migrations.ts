import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { AppDbSchema } from './schema';

type Migration = (
  db: IDBPDatabase<AppDbSchema>,
  transaction: IDBPTransaction<AppDbSchema, StoreNames<AppDbSchema>[], 'versionchange'>,
) => void;

/** Step n takes version n to n + 1. A browser may hold any earlier version: never edit or remove a shipped step. */
export const MIGRATIONS: readonly Migration[] = [
  // 1: the offline copy of blog posts, readable newest first through the order index.
  (db) => {
    const posts = db.createObjectStore('posts', { keyPath: 'id' });
    posts.createIndex('by-order', ['createdSeconds', 'createdNanos', 'id']);
  },
  // 2: the photos of posts opened, and which saved posts show each one.
  (db, transaction) => {
    db.createObjectStore('photos', { keyPath: 'id' });
    transaction.objectStore('posts').createIndex('by-photo', 'photoIds', { multiEntry: true });
  },
];

export const DB_VERSION = MIGRATIONS.length;
