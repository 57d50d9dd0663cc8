/// <reference lib="webworker" />
import { mirrorNewestPosts } from '../src/lib/posts/mirror/mirror-newest-posts';
import { forgetUnusedPhotos } from '../src/lib/posts/mirror/photo-mirror';

declare const self: ServiceWorkerGlobalScope;

let reading: Promise<void> | undefined;

/**
 * Reads the newest posts and saves them in the blog's IndexedDB mirror, which the pages read offline,
 * then drops the saved cover photos no saved post names any more (a post deleted, a cover replaced).
 * Two tabs starting together share one read; offline there is nothing to read, and a failure costs
 * nothing but the offline copy (the next start of the app asks again).
 */
export function mirrorNewestPostsOnce(): Promise<void> {
  if (!self.navigator.onLine) return Promise.resolve();
  reading ??= mirrorNewestPosts()
    .then(() => forgetUnusedPhotos())
    .then(
      () => undefined,
      (error: unknown) => {
        console.warn('Could not save the newest posts for offline reading', error);
      },
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
}
