import type { CoverChange, InlineChange } from '../api/cover-change';
import { deletePost } from '../api/delete-post';
import { updatePost } from '../api/update-post';
import { forgetPost } from '../../../lib/posts/mirror/post-mirror';
import type { NewPost, Post } from '../../../lib/posts/model/post';
import type { SentForm } from './sent-forms';
import type { WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';
import { mirrorFromServer, whenSent } from './when-sent';

/**
 * Saves an edit, then refreshes this device's copy so Home and /blog show the new text at once.
 * `form` is kept on this device until the server has the change, and comes back if it refuses it.
 */
export function saveChanges(
  id: string,
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
  form: SentForm,
): Promise<WriteOutcome> {
  const sent = updatePost(id, post, cover, inline);
  const tracker = trackWrite({ action: 'save', postId: id, title: post.title }, sent, form);
  return whenSent(id, sent, tracker, () => mirrorFromServer(id));
}

/** Deletes a post and its photos, and this device's copy of the post. */
export function removePost(post: Pick<Post, 'id' | 'title' | 'cover' | 'content'>): Promise<WriteOutcome> {
  const sent = deletePost(post);
  const tracker = trackWrite({ action: 'delete', postId: post.id, title: post.title }, sent);
  return whenSent(post.id, sent, tracker, () => forgetPost(post.id));
}
