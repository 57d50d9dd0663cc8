/**
 * The posts whose add, save or delete Firestore holds until the connection returns. Firestore keeps
 * the writes themselves (src/lib/firestore.ts, persistent cache) but tells nobody what is waiting,
 * so this device keeps a short list beside them, for the dashboard's "Waiting for a connection".
 * An entry goes when the server has answered its write, or, for writes left by a closed tab, when
 * /admin, started again, finds the server has it or Firestore has dropped it (refused).
 * The form of an add or save is kept beside it (sent-forms.ts) and comes back if it is refused.
 */
import { createAtom, type Atom } from '@tanstack/store';
import { waitForPendingWrites } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import type { NewPost, Post } from '../../../lib/posts/model/post';
import { getPost } from '../api/get-post';
import { queuedOnDevice } from '../api/stored-on-device';
import { describeRefusal, type PostAction } from './publish-error';
import { forgetSentForm, keepSentForm, refuseSentForm, sentTexts, type SentForm } from './sent-forms';

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

const DONE: Record<WaitingAction, PostAction> = { add: 'added', save: 'saved', delete: 'deleted' };

/** Firestore's code for the refusal, when it has one. */
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * The refusal in Firestore's terms, `error` or, for a write an earlier visit left, none. A save whose
 * post is gone is 'not-found' whatever the server said (the rules answer permission-denied).
 */
async function refusalOf(entry: WaitingWrite, error?: unknown): Promise<unknown> {
  if (entry.action === 'save' && codeOf(error) !== 'not-found') {
    try {
      if ((await getPost(entry.postId)) === null) return { code: 'not-found' };
    } catch {
      // The connection went again: the server's own word stands.
    }
  }
  return error ?? { code: 'refused' };
}

/** The write is answered: its kept form goes, or, refused, waits with the reason to be put back. */
function settle(entry: WaitingWrite, error?: unknown): void {
  forget(new Set([entry.key]));
  if (error === undefined) {
    forgetSentForm(entry.key);
  } else {
    // A save of a post deleted elsewhere can only come back as a new post.
    const gone = entry.action === 'save' && codeOf(error) === 'not-found';
    refuseSentForm(entry.key, describeRefusal(error, DONE[entry.action]), gone);
  }
  announce(entry, error);
}

/** What the code that made a write says about it, once the form has the first answer. */
export interface WriteTracker {
  /** The administrator was told it waits: its answer is news, and a refused form comes back. */
  toldWaiting: () => void;
  /** The server refused it before the form stopped waiting: the form says so and still holds everything. */
  refusedInForm: () => void;
}

/**
 * Lists a write as waiting until `sent` settles (answered, or refused: either way it no longer
 * waits), with the form it came from (`form`), kept until the server has it.
 */
export function trackWrite(
  entry: Omit<WaitingWrite, 'key' | 'waiting'>,
  sent: Promise<void>,
  form?: SentForm,
): WriteTracker {
  const tracked = {
    ...entry,
    // The time first: kept forms are put back oldest first.
    key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    waiting: false,
  };
  write([...read(), tracked]);
  if (form) keepSentForm(tracked.key, form);
  let told = false;
  /** The answer, when it came before the administrator was told the write waits. */
  let answer: { error?: unknown } | undefined;
  const done = (error?: unknown): void => {
    if (told) {
      settle(tracked, error);
      return;
    }
    answer = { error };
    forget(new Set([tracked.key]));
    // A refusal keeps the form until the page knows whether the form shows it or it must come back.
    if (error === undefined) forgetSentForm(tracked.key);
  };
  sent.then(
    () => done(),
    (error: unknown) => void refusalOf(tracked, error ?? new Error('Refused')).then(done),
  );
  return {
    toldWaiting: () => {
      told = true;
      if (answer) settle(tracked, answer.error);
      else write(read().map((listed) => (listed.key === tracked.key ? { ...listed, waiting: true } : listed)));
    },
    refusedInForm: () => forgetSentForm(tracked.key),
  };
}

/** How many posts have a write waiting (a post saved twice counts once). */
export const waitingPostCount = (entries: readonly WaitingWrite[]): number =>
  new Set(entries.filter((entry) => entry.waiting).map((entry) => entry.postId)).size;

let restarted = false;

/** How often, and how long apart, a restarted page checks the earlier writes while online. */
const SETTLE_ATTEMPTS = 20;
const SETTLE_PAUSE_MS = 3_000;

const sameTexts = (post: Post, texts: NewPost): boolean =>
  post.title === texts.title && post.summary === texts.summary && post.content === texts.content;

/** Whether the server shows the write done: the post there after an add, with the texts saved after a save, gone after a delete. */
async function arrived(entry: WaitingWrite): Promise<boolean> {
  const post = await getPost(entry.postId);
  if (entry.action === 'delete') return post === null;
  if (post === null) return false;
  const texts = entry.action === 'save' ? sentTexts(entry.key) : null;
  return texts === null || sameTexts(post, texts);
}

/**
 * Once per page: writes listed by an earlier visit are no longer anyone's promise, but Firestore
 * sends them again as it starts, and drops those the server refuses without a word. So each is
 * checked on the server: there, it was sent; not there and no longer queued on this device, it was
 * refused (twice in a row, as Firestore may not have loaded the queue yet at the first check), and
 * its form comes back. Offline, the checks wait for the connection.
 */
export function settleEarlierWrites(): void {
  if (restarted) return;
  restarted = true;
  let earlier = [...read()];
  const suspected = new Set<string>();
  const attempt = async (left: number): Promise<void> => {
    if (earlier.length === 0) return;
    if (!navigator.onLine || left === 0) {
      window.addEventListener('online', () => void attempt(SETTLE_ATTEMPTS).catch(warn), { once: true });
      return;
    }
    await waitForPendingWrites(firestore());
    const waiting: WaitingWrite[] = [];
    for (const entry of earlier) {
      // A later save of the same post carries this one's texts: its answer is this one's.
      const superseded = earlier.some(
        (other) => other.postId === entry.postId && other.action === 'save' && other.key > entry.key,
      );
      if (superseded) {
        forget(new Set([entry.key]));
        forgetSentForm(entry.key);
      } else if (await arrived(entry)) {
        settle(entry);
      } else if (await queuedOnDevice(entry.postId)) {
        suspected.delete(entry.key);
        waiting.push(entry);
      } else if (suspected.has(entry.key)) {
        settle(entry, await refusalOf(entry));
      } else {
        suspected.add(entry.key);
        waiting.push(entry);
      }
    }
    earlier = waiting;
    if (earlier.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
      await attempt(left - 1);
    }
  };
  const warn = (error: unknown): void => console.warn('Could not learn whether the waiting posts were sent', error);
  attempt(SETTLE_ATTEMPTS).catch(warn);
}
