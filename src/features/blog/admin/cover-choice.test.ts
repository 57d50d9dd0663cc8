import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../images/prepare-photo';
import { coverChange, coverChoiceOf, keepsACover, lacksDescription } from './cover-choice';

const published = { id: 'old-photo', width: 1600, height: 1067, description: 'The old borehole' };
const photo: PreparedPhoto = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp', width: 800, height: 600 };

describe('the writes a cover choice means', () => {
  it('sends nothing about photos for a post that has none and gets none', () => {
    expect(coverChange(coverChoiceOf(null))).toEqual({});
  });

  it("stores a new post's photo with its trimmed description", () => {
    expect(coverChange({ ...coverChoiceOf(null), photo, description: '  Children  ' })).toEqual({
      photo: { prepared: photo, description: 'Children' },
    });
  });

  it('keeps the published cover with a changed description', () => {
    expect(coverChange({ ...coverChoiceOf(published), description: 'The new words' })).toEqual({
      kept: { ...published, description: 'The new words' },
    });
  });

  it('deletes the published photo when it is replaced', () => {
    expect(coverChange({ ...coverChoiceOf(published), photo, description: 'New' })).toEqual({
      photo: { prepared: photo, description: 'New' },
      dropped: 'old-photo',
    });
  });

  it('deletes the published photo when the cover is removed, and then needs no description', () => {
    const choice = { ...coverChoiceOf(published), removed: true, description: '' };
    expect(coverChange(choice)).toEqual({ dropped: 'old-photo' });
    expect(keepsACover(choice)).toBe(false);
    expect(lacksDescription(choice)).toBe(false);
  });

  it('needs a description for a photo chosen, or a cover kept, whose description is blank', () => {
    expect(lacksDescription({ ...coverChoiceOf(null), photo, description: '   ' })).toBe(true);
    expect(lacksDescription({ ...coverChoiceOf(published), description: '' })).toBe(true);
    expect(lacksDescription(coverChoiceOf(published))).toBe(false);
    expect(lacksDescription(coverChoiceOf(null))).toBe(false);
  });
});
