import { addPost } from '../api/add-post';
import type { CoverChange, InlineChange } from '../api/cover-change';
import type { NewPost } from '../../../lib/posts/model/post';
import type { SentForm } from './sent-forms';
import type { WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';
import { mirrorFromServer, whenSent } from './when-sent';

/**
 * Adds the post; without a connection it waits on this device and is published when the connection
 * returns. `form` is kept on this device until the server has the post, and comes back if it refuses it.
 */
export async function publishPost(
  post: NewPost,
  cover: CoverChange,
  inline: InlineChange,
  form: SentForm,
): Promise<WriteOutcome> {
  const { id, sent } = await addPost(post, cover, inline);
  const tracker = trackWrite({ action: 'add', postId: id, title: post.title }, sent, form);
  return whenSent(id, sent, tracker, () => mirrorFromServer(id));
}
