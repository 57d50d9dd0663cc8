/// <reference lib="webworker" />
import { mirrorNewestPosts } from '../src/lib/posts/mirror/mirror-newest-posts';
import { forgetUnusedPhotos } from '../src/lib/posts/mirror/photo-mirror';

declare const self: ServiceWorkerGlobalScope;

let reading: Promise<void> | undefined;

/** Two tabs starting together share one read; a failure costs only the offline copy until the next start. */
export function mirrorNewestPostsOnce(): Promise<void> {
  if (!self.navigator.onLine) return Promise.resolve();
  reading ??= mirrorNewestPosts()
    .then(forgetUnusedPhotos)
    .then(
      () => undefined,
      (error: unknown) => console.warn('Could not save the newest posts for offline reading', error),
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
}
