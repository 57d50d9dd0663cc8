/** Kept only when its post is opened: ten covers would be up to 3 MB of prepaid data for posts never opened. */
import { appDb } from '../../idb/database';
import type { PhotoRecord } from '../../idb/schema';

export async function readSavedPhoto(id: string): Promise<PhotoRecord | undefined> {
  return (await appDb()).get('photos', id);
}

export async function keepPhoto(photo: PhotoRecord): Promise<void> {
  await (await appDb()).put('photos', photo);
}

/** Run by sw/newest-posts.ts rather than on every save, so the pages' saving code does not grow. */
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
