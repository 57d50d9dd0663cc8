/**
 * The offline copy of posts' cover photos, beside the posts (post-mirror.ts). A photo is kept when
 * its post is opened (the page downloaded it to show it anyway), never by the lists or the idle
 * mirror: ten covers would be up to 3 MB of a visitor's prepaid data for posts they may never open.
 * A saved post whose photo was never kept shows, offline, a box of the photo's size with its
 * description instead.
 */
import { appDb } from '../../idb/database';
import type { PhotoRecord } from '../../idb/schema';

export async function readSavedPhoto(id: string): Promise<PhotoRecord | undefined> {
  return (await appDb()).get('photos', id);
}

/** Keeps a photo; it stays while a saved post shows it (see forgetUnusedPhotos). */
export async function keepPhoto(photo: PhotoRecord): Promise<void> {
  await (await appDb()).put('photos', photo);
}

/**
 * Drops the photos no saved post names any more: their post was deleted, or its cover replaced or
 * removed. Run by the service worker after its idle read of the newest posts (sw/newest-posts.ts)
 * rather than on every save, so the code that saves posts on Home and /blog does not grow; a stale
 * photo costs only space until then.
 */
export async function forgetUnusedPhotos(): Promise<number> {
  const transaction = (await appDb()).transaction(['posts', 'photos'], 'readwrite');
  const shownBy = transaction.objectStore('posts').index('by-photo');
  const photos = transaction.objectStore('photos');
  let forgotten = 0;
  // A key cursor cannot delete (the spec's "key only" flag): the store deletes by key.
  let walker = await photos.openKeyCursor();
  while (walker) {
    if ((await shownBy.count(walker.primaryKey)) === 0) {
      await photos.delete(walker.primaryKey);
      forgotten += 1;
    }
    walker = await walker.continue();
  }
  await transaction.done;
  return forgotten;
}
