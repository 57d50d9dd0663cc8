import { openDB, type IDBPDatabase } from 'idb';
import { DB_VERSION, MIGRATIONS } from './migrations';
import type { AppDbSchema } from './schema';

export const DB_NAME = 'charity';

let opening: Promise<IDBPDatabase<AppDbSchema>> | undefined;

/** Rejects where IndexedDB is unavailable (some private modes); callers treat that as "nothing saved". */
export function appDb(): Promise<IDBPDatabase<AppDbSchema>> {
  opening ??= openDB<AppDbSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      for (const migrate of MIGRATIONS.slice(oldVersion)) migrate(db, transaction);
    },
    // A newer version of the app opened in another tab wants to upgrade: let it, and reopen next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
    // The browser closed the connection (storage cleared, disk trouble): reopen on next use.
    terminated() {
      opening = undefined;
    },
  }).catch((error: unknown) => {
    // A failed open is not cached, so a later call can try again.
    opening = undefined;
    throw error;
  });
  return opening;
}
