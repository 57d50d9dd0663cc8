import { doc, getDocFromCache } from 'firebase/firestore';
import { firestore } from '../../../lib/firestore';
import { BLOG_COLLECTION } from '../../../lib/posts/model/post';

/**
 * Resolves once the writes made before it are stored on this device (IndexedDB), so a page closed
 * from then on loses none of them. A write's promise settles only when the server answers; until
 * then Firestore applies it to its store some time later, longer on a slow phone. Firestore runs its
 * work one step after another, and a write's step stores the document and its place in the queue to
 * send in one transaction, so a read from the cache made after the write answers only once both are
 * stored. Firestore has no call that says "written locally" (waitForPendingWrites waits for the server).
 */
export async function storedOnDevice(postId: string): Promise<void> {
  try {
    await getDocFromCache(doc(firestore(), BLOG_COLLECTION, postId));
  } catch {
    // Not in the cache (a delete of a post this device never read): the read still came after the write.
  }
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
