import type { CoverChange, InlineChange } from '../api/cover-change';
import { deletePost } from '../api/delete-post';
import { getPost } from '../api/get-post';
import { updatePost } from '../api/update-post';
import { forgetPost, savePost } from '../mirror/post-mirror';
import type { NewPost, Post } from '../model/post';
import { sentOrWaiting, type WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';

/** A failed write to this device's copy must not turn a change the server made into an error. */
async function updateMirror(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('The change was made but the offline copy on this device was not updated', error);
  }
}

/** Once the server has the write, this device's copy follows; until then the form does not wait. */
async function whenSent(
  sent: Promise<void>,
  toldWaiting: () => void,
  mirror: () => Promise<void>,
): Promise<WriteOutcome> {
  const outcome = await sentOrWaiting(sent);
  if (outcome === 'sent') {
    await updateMirror(mirror);
  } else {
    toldWaiting();
    sent.then(
      () => updateMirror(mirror),
      () => undefined,
    );
  }
  return outcome;
}

/** Saves an edit, then refreshes this device's copy so Home and /blog show the new text at once. */
export function saveChanges(
  id: string,
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
): Promise<WriteOutcome> {
  const sent = updatePost(id, post, cover, inline);
  const toldWaiting = trackWrite({ action: 'save', postId: id, title: post.title }, sent);
  return whenSent(sent, toldWaiting, async () => {
    const stored = await getPost(id);
    if (stored) await savePost(stored);
  });
}

/** Deletes a post and its photos, and this device's copy of the post. */
export function removePost(post: Pick<Post, 'id' | 'title' | 'cover' | 'content'>): Promise<WriteOutcome> {
  const sent = deletePost(post);
  const toldWaiting = trackWrite({ action: 'delete', postId: post.id, title: post.title }, sent);
  return whenSent(sent, toldWaiting, () => forgetPost(post.id));
}
