import { doc, getDocFromCache } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION } from '../../../lib/posts/model/post';

/**
 * Resolves once earlier writes are stored on this device. Firestore has no "written locally" call, but
 * runs its work in order, so a cache read made after a write answers only once the write is stored.
 */
export async function storedOnDevice(postId: string): Promise<void> {
  // Its answer does not matter: a post not in the cache (a delete of one never read) was still read after the write.
  await queuedOnDevice(postId);
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
