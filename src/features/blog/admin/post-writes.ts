import { addPost, deletePost, updatePost, type CoverChange, type InlineChange } from '../api/post-batches';
import { getPost } from '../api/get-post';
import { forgetPost, savePost } from '../../../lib/posts/mirror/post-mirror';
import type { NewPost, Post } from '../../../lib/posts/model/post';
import type { SentForm } from './sent-forms';
import { sentOrWaiting, type WriteOutcome } from './sent-or-waiting';
import { queuedOnDevice, trackWrite } from './waiting-writes';

/** A failed write to this device's copy must not turn a change the server made into an error. */
const updateMirror = (write: () => Promise<void>): Promise<void> =>
  write().catch((error: unknown) =>
    console.warn('The change was made but the offline copy on this device was not updated', error),
  );

/** The server's copy (after an add, with the time it gave) into the mirror: Home and /blog show it at once. */
async function mirrorFromServer(id: string): Promise<void> {
  const stored = await getPost(id);
  if (stored) await savePost(stored);
}

// Lists the write as waiting with its `form`, kept until the server has it; then `mirror` updates this device's copy.
async function whenSent(
  entry: Parameters<typeof trackWrite>[0],
  sent: Promise<void>,
  mirror: () => Promise<void>,
  form?: SentForm,
): Promise<WriteOutcome> {
  const tracker = trackWrite(entry, sent, form);
  let outcome: WriteOutcome;
  try {
    outcome = await sentOrWaiting(sent);
  } catch (error) {
    tracker.refusedInForm();
    throw error;
  }
  if (outcome === 'sent') {
    await updateMirror(mirror);
  } else {
    // "Kept on this device" must be true before it is said. Firestore has no "written locally" call but works in order,
    // so a cache read made after a write answers once the write is stored.
    await queuedOnDevice(entry.postId);
    tracker.toldWaiting();
    sent.then(
      () => updateMirror(mirror),
      () => undefined,
    );
  }
  return outcome;
}

export async function publishPost(
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
  form: SentForm,
): Promise<WriteOutcome> {
  const { id, sent } = await addPost(post, cover, inline);
  return whenSent({ action: 'add', postId: id, title: post.title }, sent, () => mirrorFromServer(id), form);
}

export function saveChanges(
  id: string,
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
  form: SentForm,
): Promise<WriteOutcome> {
  const sent = updatePost(id, post, cover, inline);
  return whenSent({ action: 'save', postId: id, title: post.title }, sent, () => mirrorFromServer(id), form);
}

export function removePost(post: Pick<Post, 'id' | 'title' | 'cover' | 'content'>): Promise<WriteOutcome> {
  const sent = deletePost(post);
  return whenSent({ action: 'delete', postId: post.id, title: post.title }, sent, () => forgetPost(post.id));
}
