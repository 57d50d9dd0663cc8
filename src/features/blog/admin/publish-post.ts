import { addPost } from '../api/add-post';
import { getPost } from '../api/get-post';
import { savePost } from '../mirror/post-mirror';
import type { NewPost } from '../model/post';

/**
 * Adds the post, then reads it back to learn the time the server gave it and saves it in the offline
 * mirror, so Home and /blog show it first at once, even before their own refresh answers.
 */
export async function publishPost(post: NewPost): Promise<void> {
  const id = await addPost(post);
  try {
    const stored = await getPost(id);
    if (stored) await savePost(stored);
  } catch (error) {
    // The post is published; the lists will fetch it from the server on their next read.
    console.warn('The new post was added but could not be saved for offline reading', error);
  }
}
