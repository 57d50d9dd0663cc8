/**
 * The posts whose add, save or delete Firestore holds until the connection returns. Firestore keeps
 * the writes themselves (src/lib/firestore.ts, persistent cache) but tells nobody what is waiting,
 * so this device keeps a short list beside them, for the dashboard's "Waiting for a connection".
 * An entry goes when the server has answered its write, or, for writes left by a closed tab, when
 * Firestore has sent everything it was holding when /admin started again.
 */
import { createAtom, type Atom } from '@tanstack/store';
import { waitForPendingWrites } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { getPost } from '../api/get-post';

export type WaitingAction = 'add' | 'save' | 'delete';

export interface WaitingWrite {
  /** Unique per write: one post can be saved twice while offline. */
  key: string;
  action: WaitingAction;
  postId: string;
  title: string;
  /**
   * The administrator has been told it waits (a write the server answers at once never shows).
   * Writes listed by an earlier visit wait by definition.
   */
  waiting: boolean;
}

const STORAGE_KEY = 'blog-studio-waiting-writes';

function stored(): WaitingWrite[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as WaitingWrite[]).map((entry) => ({ ...entry, waiting: true })) : [];
  } catch {
    return [];
  }
}

// Read on first use, not at import.
let list: Atom<WaitingWrite[]> | undefined;
const entries = (): Atom<WaitingWrite[]> => (list ??= createAtom(stored()));
const read = (): WaitingWrite[] => entries().get();

function write(next: WaitingWrite[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list still holds for this visit.
  }
  entries().set(next);
}

const forget = (keys: ReadonlySet<string>): void => write(read().filter((entry) => !keys.has(entry.key)));

/** For useSyncExternalStore. */
export const waitingWrites = (): WaitingWrite[] => read();

export const subscribeToWaitingWrites = (listener: () => void): (() => void) =>
  entries().subscribe(() => listener()).unsubscribe;

/** The last write answered, as an event: a fresh object each time, so every one is heard. */
const settled = createAtom<{ entry: WaitingWrite; error?: unknown } | undefined>(undefined);

/**
 * Hears of each write that had been reported waiting (waitedFor) once the server has answered it
 * (error: it was refused), and of those an earlier visit left, once Firestore has sent them.
 */
export const onWriteSettled = (listener: (entry: WaitingWrite, error?: unknown) => void): (() => void) =>
  settled.subscribe((answered) => answered && listener(answered.entry, answered.error)).unsubscribe;

const announce = (entry: WaitingWrite, error?: unknown): void => settled.set({ entry, error });

/** Writes the page has told the administrator are waiting: their answer is news. */
const waitedFor = new Set<string>();

/**
 * Lists a write as waiting until `sent` settles (answered, or refused: either way it no longer
 * waits). Returns a function to call once the administrator has been told it waits.
 */
export function trackWrite(entry: Omit<WaitingWrite, 'key' | 'waiting'>, sent: Promise<void>): () => void {
  const tracked = {
    ...entry,
    key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    waiting: false,
  };
  write([...read(), tracked]);
  const done = (error?: unknown): void => {
    forget(new Set([tracked.key]));
    if (waitedFor.delete(tracked.key)) announce(tracked, error);
  };
  sent.then(
    () => done(),
    (error: unknown) => done(error ?? new Error('Refused')),
  );
  return () => {
    waitedFor.add(tracked.key);
    write(read().map((listed) => (listed.key === tracked.key ? { ...listed, waiting: true } : listed)));
  };
}

/** How many posts have a write waiting (a post saved twice counts once). */
export const waitingPostCount = (entries: readonly WaitingWrite[]): number =>
  new Set(entries.filter((entry) => entry.waiting).map((entry) => entry.postId)).size;

let restarted = false;

/** How often, and how long apart, a restarted page checks whether the earlier writes have arrived. */
const SETTLE_ATTEMPTS = 20;
const SETTLE_PAUSE_MS = 3_000;

/** Whether the server shows the write done: the post is there after an add, gone after a delete. */
async function arrived(entry: WaitingWrite): Promise<boolean> {
  if (entry.action === 'save') return true;
  const post = await getPost(entry.postId);
  return entry.action === 'add' ? post !== null : post === null;
}

/**
 * Once per page: writes listed by an earlier visit are no longer anyone's promise, but Firestore
 * sends them again as it starts. Its "everything sent" can answer before it has loaded the signed-in
 * administrator's queue, so each write is also checked on the server before it is called done.
 */
export function settleEarlierWrites(): void {
  if (restarted) return;
  restarted = true;
  let earlier = [...read()];
  if (earlier.length === 0) return;
  const attempt = async (left: number): Promise<void> => {
    await waitForPendingWrites(firestore());
    const checked = await Promise.all(earlier.map(async (entry) => ({ entry, done: await arrived(entry) })));
    const done = checked.filter((check) => check.done).map((check) => check.entry);
    forget(new Set(done.map((entry) => entry.key)));
    for (const entry of done) announce(entry);
    earlier = checked.filter((check) => !check.done).map((check) => check.entry);
    if (earlier.length > 0 && left > 1) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
      await attempt(left - 1);
    }
  };
  attempt(SETTLE_ATTEMPTS).catch((error: unknown) =>
    console.warn('Could not learn whether the waiting posts were sent', error),
  );
}
