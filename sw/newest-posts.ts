/// <reference lib="webworker" />
import { mirrorNewestPosts } from '../src/features/blog/mirror/mirror-newest-posts';

declare const self: ServiceWorkerGlobalScope;

let reading: Promise<void> | undefined;

/**
 * Reads the newest posts and saves them in the blog's IndexedDB mirror, which the pages read offline.
 * Two tabs starting together share one read; offline there is nothing to read, and a failure costs
 * nothing but the offline copy (the next start of the app asks again).
 */
export function mirrorNewestPostsOnce(): Promise<void> {
  if (!self.navigator.onLine) return Promise.resolve();
  reading ??= mirrorNewestPosts()
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
