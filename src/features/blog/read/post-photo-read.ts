import { readPhoto, type PostPhoto } from '../images/photo-read';
import { keepPhoto, readSavedPhoto } from '../../../lib/posts/mirror/photo-mirror';

/**
 * A post's photo: this device's copy if it has one (a photo never changes under its id, so the
 * server is not asked again), else the server's, kept for offline reading. Null: no such photo.
 * Rejects when neither is there (offline, never opened before).
 */
export async function readPostPhoto(id: string): Promise<PostPhoto | null> {
  try {
    const saved = await readSavedPhoto(id);
    if (saved) return saved;
  } catch (error) {
    console.warn('Could not read the offline copy of the photo', error);
  }
  const photo = await readPhoto(id);
  if (photo) {
    await keepPhoto({ id, ...photo }).catch((error: unknown) =>
      console.warn('Could not keep the photo for offline reading', error),
    );
  }
  return photo;
}
