import { getPost } from '../api/get-post';
import { storedOnDevice } from '../api/stored-on-device';
import { savePost } from '../../../lib/posts/mirror/post-mirror';
import { sentOrWaiting, type WriteOutcome } from './sent-or-waiting';
import type { WriteTracker } from './waiting-writes';

/** A failed write to this device's copy must not turn a change the server made into an error. */
async function updateMirror(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn('The change was made but the offline copy on this device was not updated', error);
  }
}

/**
 * Reads a post back (to learn, after an add, the time the server gave it) and saves it in the offline
 * mirror, so Home and /blog show it at once, even before their own refresh answers.
 */
export async function mirrorFromServer(id: string): Promise<void> {
  const stored = await getPost(id);
  if (stored) await savePost(stored);
}

/**
 * Once the server has a post's write, this device's copy follows; until then the form does not wait.
 * `tracker` learns whether the administrator was told the write waits, or the form shows its refusal.
 */
export async function whenSent(
  postId: string,
  sent: Promise<void>,
  tracker: WriteTracker,
  mirror: () => Promise<void>,
): Promise<WriteOutcome> {
  let outcome: WriteOutcome;
  try {
    outcome = await sentOrWaiting(sent);
  } catch (error) {
    tracker.refusedInForm();
    throw error;
  }
  if (outcome === 'sent') {
    await updateMirror(mirror);
  } else {
    // "Kept on this device" must be true before it is said: the administrator may close the page at once.
    await storedOnDevice(postId);
    tracker.toldWaiting();
    sent.then(
      () => updateMirror(mirror),
      () => undefined,
    );
  }
  return outcome;
}
