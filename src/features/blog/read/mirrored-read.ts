import type { Saved } from '../../../lib/posts/mirror/post-record';

/** A saved copy; `complete` when it is all the server would send, so it can stand in before the server answers. */
export type MirrorCopy<T> = Saved<T> & { complete: boolean };

/**
 * One screen's data, from two sources: the copy saved on this device, shown at once, and the
 * server, which refreshes it (and the saved copy). See useMirroredRead.
 */
export interface MirroredRead<T> {
  fromMirror(): Promise<MirrorCopy<T> | undefined>;
  /** Reads from the server and updates the mirror with what it got. */
  fromNetwork(): Promise<T>;
  /**
   * The server's answer if it is already here before the screen first renders (the posts the page
   * was served with, served-posts.ts): the screen then starts with it instead of Loading.
   */
  answered?(): { value: T } | undefined;
}

/** A failed write to the mirror must not cost the visitor the fresh answer they already have. */
export async function keepGoing(write: Promise<void>): Promise<void> {
  try {
    await write;
  } catch (error) {
    console.warn('Could not update the offline copy of the blog', error);
  }
}
