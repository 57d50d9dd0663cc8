import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../images/prepare-photo';
import { MAX_POST_PHOTOS_BYTES } from '../images/photo-limits';
import { photoWeightError } from './photo-weight';

const photo = (bytes: number): PreparedPhoto => ({
  bytes: new Uint8Array(bytes),
  contentType: 'image/webp',
  width: 1600,
  height: 1200,
});
const KB = 1024;

describe("a post's new photos", () => {
  it('may weigh up to the limit together', () => {
    const cover = { photo: { prepared: photo(300 * KB), description: 'Cover' } };
    const inline = { add: [{ id: 'a', photo: photo(MAX_POST_PHOTOS_BYTES - 300 * KB) }], remove: [] };
    expect(photoWeightError(cover, inline, 'Add Post')).toBeUndefined();
  });

  it('over the limit are refused with their weight, the limit in MB and what to do', () => {
    // Seven full-size photos of 300 KB: 2.1 MB.
    const inline = {
      add: Array.from({ length: 7 }, (_, index) => ({ id: `p${String(index)}`, photo: photo(300 * KB) })),
      remove: [],
    };
    const message = photoWeightError({}, inline, 'Save changes');
    expect(message).toContain('2.1 MB');
    expect(message).toContain('2 MB');
    expect(message).toContain('press Save changes again');
    expect(message).toContain('Nothing was sent');
  });

  it('count the cover with the photos of the text, and not the photos a published post already has', () => {
    const inline = { add: [{ id: 'a', photo: photo(MAX_POST_PHOTOS_BYTES) }], remove: ['old'] };
    expect(
      photoWeightError({ kept: { id: 'k', width: 1, height: 1, description: 'd' } }, inline, 'Add Post'),
    ).toBeUndefined();
    expect(photoWeightError({ photo: { prepared: photo(1), description: 'Cover' } }, inline, 'Add Post')).toBeDefined();
  });
});
