import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { CONTACT_OUTBOX, type OutboxOutcome } from '../src/shared/sw-contract';

/** Kept until the visitor has seen them, so a refusal while every tab was closed is still announced. Worker-only database. */
const DB_NAME = 'contact-outbox';
const STORE = 'outcomes';
/** Enough for any real visitor; stops a broken provider from filling the disk with notices. */
const MAX_KEPT = 20;

interface OutcomesDb extends DBSchema {
  outcomes: { key: string; value: OutboxOutcome; indexes: { 'by-time': number } };
}

let opening: Promise<IDBPDatabase<OutcomesDb>> | undefined;

function db(): Promise<IDBPDatabase<OutcomesDb>> {
  opening ??= openDB<OutcomesDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('by-time', 'at');
    },
    terminated() {
      opening = undefined;
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Refused or expired outcomes older than `keptMs`, without their text: the notice stays, with the subject only. */
export function outcomesPastKeeping(outcomes: readonly OutboxOutcome[], now: number, keptMs: number): OutboxOutcome[] {
  return outcomes.flatMap((outcome) =>
    outcome.kind !== 'delivered' && outcome.params !== null && now - outcome.at > keptMs
      ? [{ ...outcome, params: null }]
      : [],
  );
}

export async function recordOutcome(outcome: OutboxOutcome): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await tx.store.put(outcome);
  const surplus = (await tx.store.count()) - MAX_KEPT;
  if (surplus > 0) {
    let cursor = await tx.store.index('by-time').openCursor();
    for (let left = surplus; cursor && left > 0; left -= 1) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

/** Oldest first; texts past their keeping time are deleted first, so none is seen after its 24 hours. */
export async function listOutcomes(now = Date.now()): Promise<OutboxOutcome[]> {
  const all = await (await db()).getAllFromIndex(STORE, 'by-time');
  const stripped = outcomesPastKeeping(all, now, CONTACT_OUTBOX.outcomeTextKeptMs);
  if (stripped.length === 0) return all;
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all([...stripped.map((outcome) => tx.store.put(outcome)), tx.done]);
  const byId = new Map(stripped.map((outcome) => [outcome.id, outcome]));
  return all.map((outcome) => byId.get(outcome.id) ?? outcome);
}

export async function forgetOutcomes(ids: readonly string[]): Promise<void> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

export async function forgetAllOutcomes(): Promise<void> {
  await (await db()).clear(STORE);
}
