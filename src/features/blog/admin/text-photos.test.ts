import { describe, expect, it } from 'vitest';
import type { PreparedPhoto } from '../images/prepare-photo';
import { inlineChange, photoMarkdown, textPhotoError, withParagraph } from './text-photos';

const photo: PreparedPhoto = { bytes: new Uint8Array([1]), contentType: 'image/webp', width: 800, height: 600 };

describe('photos placed in the text from the form', () => {
  it('go in as a paragraph of their own where the cursor is, the caret between the brackets', () => {
    const insert = photoMarkdown('New1', photo);
    expect(insert).toBe('![](photo:New1/800x600)');
    const placed = withParagraph('First paragraph. Second.', 17, insert);
    expect(placed.text).toBe('First paragraph.\n\n![](photo:New1/800x600)\n\nSecond.');
    expect(placed.text.slice(placed.caret - 2, placed.caret + 1)).toBe('![]');
    expect(withParagraph('', 0, insert)).toEqual({ text: insert, caret: 2 });
  });

  it('send the chosen photos the text places, and delete those it no longer places', () => {
    const content = 'A\n\n![Boys](photo:New1/800x600)\n\n![Old](photo:Kept/10x10)';
    expect(inlineChange(content, { New1: photo, Unused: photo }, ['Kept', 'Gone'])).toEqual({
      add: [{ id: 'New1', photo }],
      remove: ['Gone'],
    });
  });

  it('ask for a description, and for a photo this device no longer has', () => {
    expect(textPhotoError('![ ](photo:New1/800x600)', { New1: photo }, [])).toMatch(/needs a description/);
    expect(textPhotoError('![Boys](photo:Lost/800x600)', {}, [])).toMatch(/not on this device/);
    expect(textPhotoError('![Boys](photo:New1/800x600) ![Old](photo:Kept/1x1)', { New1: photo }, ['Kept'])).toBe(
      undefined,
    );
  });
});
