import { deletePost } from '../api/delete-post';
import { getPost } from '../api/get-post';
import { updatePost } from '../api/update-post';
import { forgetPost, savePost } from '../mirror/post-mirror';
import type { NewPost } from '../model/post';

/** A failed write to this device's copy must not turn a change the server made into an error. */
async function updateMirror(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('The change was made but the offline copy on this device was not updated', error);
  }
}

/** Saves an edit, then refreshes this device's copy so Home and /blog show the new text at once. */
export async function saveChanges(id: string, post: NewPost): Promise<void> {
  await updatePost(id, post);
  await updateMirror(async () => {
    const stored = await getPost(id);
    if (stored) await savePost(stored);
  });
}

/** Deletes a post, and this device's copy of it. */
export async function removePost(id: string): Promise<void> {
  await deletePost(id);
  await updateMirror(() => forgetPost(id));
}
