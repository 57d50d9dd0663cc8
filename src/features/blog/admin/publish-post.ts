import { addPost } from '../api/add-post';
import type { CoverChange, InlineChange } from '../api/cover-change';
import type { NewPost } from '../../../lib/posts/model/post';
import type { WriteOutcome } from './sent-or-waiting';
import { trackWrite } from './waiting-writes';
import { mirrorFromServer, whenSent } from './when-sent';

/** Adds the post; without a connection it waits on this device and is published when the connection returns. */
export async function publishPost(post: NewPost, cover: CoverChange, inline: InlineChange): Promise<WriteOutcome> {
  const { id, sent } = await addPost(post, cover, inline);
  const toldWaiting = trackWrite({ action: 'add', postId: id, title: post.title }, sent);
  return whenSent(id, sent, toldWaiting, () => mirrorFromServer(id));
}
