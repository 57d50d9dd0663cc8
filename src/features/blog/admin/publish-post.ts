import { addPost } from '../api/add-post';
import type { CoverChange, InlineChange } from '../api/cover-change';
import { getPost } from '../api/get-post';
import { savePost } from '../mirror/post-mirror';
import type { NewPost } from '../model/post';
import { sentOrWaiting, type WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';

/**
 * Reads a post back to learn the time the server gave it and saves it in the offline mirror, so Home
 * and /blog show it first at once, even before their own refresh answers.
 */
async function mirrorPublished(id: string): Promise<void> {
  try {
    const stored = await getPost(id);
    if (stored) await savePost(stored);
  } catch (error) {
    // The post is published; the lists will fetch it from the server on their next read.
    console.warn('The new post was added but could not be saved for offline reading', error);
  }
}

/** Adds the post; without a connection it waits on this device and is published when the connection returns. */
export async function publishPost(post: NewPost, cover: CoverChange, inline: InlineChange): Promise<WriteOutcome> {
  const { id, sent } = await addPost(post, cover, inline);
  const toldWaiting = trackWrite({ action: 'add', postId: id, title: post.title }, sent);
  const outcome = await sentOrWaiting(sent);
  if (outcome === 'sent') {
    await mirrorPublished(id);
  } else {
    toldWaiting();
    sent.then(
      () => mirrorPublished(id),
      () => undefined,
    );
  }
  return outcome;
}
