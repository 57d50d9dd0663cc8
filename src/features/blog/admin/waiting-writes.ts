// Firestore keeps offline writes (src/lib/firestore.ts) but tells nobody what waits, so this device lists them too.
import { createAtom, type Atom } from '@tanstack/store';
import { doc, getDocFromCache, waitForPendingWrites } from 'firebase/firestore';
import { errorCode } from '../../../lib/error-code';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION, type NewPost, type Post } from '../../../lib/posts/model/post';
import { getPost } from '../api/get-post';
import { parsed } from './cover-draft-storage';
import { describeRefusal, type PostAction } from './publish-error';
import { forgetSentForm, keepSentForm, refuseSentForm, sentTexts, type SentForm } from './sent-forms';

export type WaitingAction = 'add' | 'save' | 'delete';

interface WaitingWrite {
  /** Unique per write: one post can be saved twice while offline. */
  key: string;
  action: WaitingAction;
  postId: string;
  title: string;
  /** The administrator has been told it waits (a write the server answers at once never shows). */
  waiting: boolean;
}

const STORAGE_KEY = 'blog-studio-waiting-writes';

function stored(): WaitingWrite[] {
  const list = parsed(STORAGE_KEY);
  return Array.isArray(list) ? (list as WaitingWrite[]).map((entry) => ({ ...entry, waiting: true })) : [];
}

// Read on first use, not at import.
let list: Atom<WaitingWrite[]> | undefined;
const entries = (): Atom<WaitingWrite[]> => (list ??= createAtom(stored()));
export const waitingWrites = (): WaitingWrite[] => entries().get();

function write(next: WaitingWrite[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list still holds for this visit.
  }
  entries().set(next);
}

const forget = (key: string): void => write(waitingWrites().filter((entry) => entry.key !== key));

export const subscribeToWaitingWrites = (listener: () => void): (() => void) =>
  entries().subscribe(() => listener()).unsubscribe;

/** The last write answered, as an event: a fresh object each time, so every one is heard. */
const settled = createAtom<{ entry: WaitingWrite; error?: unknown } | undefined>(undefined);

/** Hears of each write reported waiting (or left by an earlier visit) once it is answered (error: refused). */
export const onWriteSettled = (listener: (entry: WaitingWrite, error?: unknown) => void): (() => void) =>
  settled.subscribe((answered) => answered && listener(answered.entry, answered.error)).unsubscribe;

const DONE: Record<WaitingAction, PostAction> = { add: 'added', save: 'saved', delete: 'deleted' };

// A save whose post is gone is 'not-found' whatever the server said (the rules answer permission-denied).
async function refusalOf(entry: WaitingWrite, error?: unknown): Promise<unknown> {
  if (entry.action === 'save' && errorCode(error) !== 'not-found') {
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
  forget(entry.key);
  if (error === undefined) {
    forgetSentForm(entry.key);
  } else {
    // A save of a post deleted elsewhere can only come back as a new post.
    const gone = entry.action === 'save' && errorCode(error) === 'not-found';
    refuseSentForm(entry.key, describeRefusal(error, DONE[entry.action]), gone);
  }
  settled.set({ entry, error });
}

// Lists a write as waiting until `sent` settles, with the form it came from, kept until the server has it.
// `toldWaiting`: its answer is news, and a refused form comes back; `refusedInForm`: the form shows it.
export function trackWrite(
  entry: Omit<WaitingWrite, 'key' | 'waiting'>,
  sent: Promise<void>,
  form?: SentForm,
): { toldWaiting: () => void; refusedInForm: () => void } {
  const tracked = {
    ...entry,
    // The time first: kept forms are put back oldest first.
    key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    waiting: false,
  };
  write([...waitingWrites(), tracked]);
  if (form) keepSentForm(tracked.key, form);
  let told = false;
  // The answer, when it came before the administrator was told the write waits.
  let answer: { error?: unknown } | undefined;
  const done = (error?: unknown): void => {
    if (told) return settle(tracked, error);
    answer = { error };
    forget(tracked.key);
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
      else write(waitingWrites().map((listed) => (listed.key === tracked.key ? { ...listed, waiting: true } : listed)));
    },
    refusedInForm: () => forgetSentForm(tracked.key),
  };
}

/** Whether a write to the post still waits in this device's queue (Firestore drops a refused one). */
export async function queuedOnDevice(postId: string): Promise<boolean> {
  try {
    return (await getDocFromCache(doc(firestore(), BLOG_COLLECTION, postId))).metadata.hasPendingWrites;
  } catch {
    // Not in the cache: nothing of it waits.
    return false;
  }
}

/** A post saved twice counts once. */
export const waitingPostCount = (entries: readonly WaitingWrite[]): number =>
  new Set(entries.filter((entry) => entry.waiting).map((entry) => entry.postId)).size;

let restarted = false;

const SETTLE_ATTEMPTS = 20;
const SETTLE_PAUSE_MS = 3_000;

const sameTexts = (post: Post, texts: NewPost): boolean =>
  post.title === texts.title && post.summary === texts.summary && post.content === texts.content;

async function arrived(entry: WaitingWrite): Promise<boolean> {
  const post = await getPost(entry.postId);
  if (entry.action === 'delete') return post === null;
  if (post === null) return false;
  const texts = entry.action === 'save' ? sentTexts(entry.key) : null;
  return texts === null || sameTexts(post, texts);
}

// Firestore sends the writes an earlier visit left as it starts, and drops those the server refuses without a word: one
// not on the server and not queued here twice in a row (the queue may not be loaded at first) was refused.
export function settleEarlierWrites(): void {
  if (restarted) return;
  restarted = true;
  let earlier = [...waitingWrites()];
  const suspected = new Set<string>();
  const attempt = async (left: number): Promise<void> => {
    if (earlier.length === 0) return;
    if (!navigator.onLine || left === 0)
      return window.addEventListener('online', () => void attempt(SETTLE_ATTEMPTS).catch(warn), { once: true });
    await waitForPendingWrites(firestore());
    const waiting: WaitingWrite[] = [];
    for (const entry of earlier) {
      // A later save of the same post carries this one's texts: its answer is this one's.
      const superseded = earlier.some(
        (other) => other.postId === entry.postId && other.action === 'save' && other.key > entry.key,
      );
      if (superseded) {
        forget(entry.key);
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
