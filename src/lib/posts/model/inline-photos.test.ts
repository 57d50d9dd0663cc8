import { describe, expect, it } from 'vitest';
import { parsePhotoAddress, photoAddress, photoIdsIn, photoReferences } from './inline-photos';

describe('photos placed in a post’s text', () => {
  it('are written with their id and size, and read back', () => {
    const address = photoAddress({ id: 'Ab12', width: 1600, height: 1067 });
    expect(address).toBe('photo:Ab12/1600x1067');
    expect(parsePhotoAddress(address)).toEqual({ id: 'Ab12', width: 1600, height: 1067 });
  });

  it('name no photo when the address is another or the size impossible', () => {
    for (const address of [
      'https://example.org/a.jpg',
      'photo:Ab12',
      'photo:Ab12/0x10',
      'photo:Ab12/2000x100',
      'photo:a/b/1x1',
    ]) {
      expect(parsePhotoAddress(address)).toBeNull();
    }
  });

  it('are found in the text with their descriptions, each id once', () => {
    const text =
      'One.\n\n![Boys at the well](photo:A1/800x600)\n\nTwo ![](photo:B2/10x10) and ![x](https://e.org/p.jpg)\n\n![Again](photo:A1/800x600)';
    expect(photoReferences(text)).toEqual([
      { id: 'A1', description: 'Boys at the well' },
      { id: 'B2', description: '' },
      { id: 'A1', description: 'Again' },
    ]);
    expect(photoIdsIn(text)).toEqual(['A1', 'B2']);
  });
});
