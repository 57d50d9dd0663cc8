import type { CoverChange, InlineChange } from '../api/cover-change';
import { deletePost } from '../api/delete-post';
import { updatePost } from '../api/update-post';
import { forgetPost } from '../../../lib/posts/mirror/post-mirror';
import type { NewPost, Post } from '../../../lib/posts/model/post';
import type { WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';
import { mirrorFromServer, whenSent } from './when-sent';

/** Saves an edit, then refreshes this device's copy so Home and /blog show the new text at once. */
export function saveChanges(
  id: string,
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
): Promise<WriteOutcome> {
  const sent = updatePost(id, post, cover, inline);
  const toldWaiting = trackWrite({ action: 'save', postId: id, title: post.title }, sent);
  return whenSent(id, sent, toldWaiting, () => mirrorFromServer(id));
}

/** Deletes a post and its photos, and this device's copy of the post. */
export function removePost(post: Pick<Post, 'id' | 'title' | 'cover' | 'content'>): Promise<WriteOutcome> {
  const sent = deletePost(post);
  const toldWaiting = trackWrite({ action: 'delete', postId: post.id, title: post.title }, sent);
  return whenSent(post.id, sent, toldWaiting, () => forgetPost(post.id));
}
