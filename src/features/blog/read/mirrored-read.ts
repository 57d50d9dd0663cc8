import type { Saved } from '../../../lib/posts/mirror/post-record';

/** A saved copy; `complete` when it is all the server would send, so it can stand in before the server answers. */
export type MirrorCopy<T> = Saved<T> & { complete: boolean };

/** One screen's data: the copy saved on this device, and the server's, which also updates the mirror. */
export interface MirroredRead<T> {
  fromMirror(): Promise<MirrorCopy<T> | undefined>;
  fromNetwork(): Promise<T>;
  /** The answer the page was served with (served-posts.ts), if any: the screen starts with it, not Loading. */
  answered?(): { value: T } | undefined;
}
