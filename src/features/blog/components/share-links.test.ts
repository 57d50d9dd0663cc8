import { describe, expect, it } from 'vitest';
import { emailShareUrl, whatsappShareUrl } from './share-links';

const URL_OF_POST = 'https://example.org/blog/clean-water?x=1&y=2';

describe('the share links of a post', () => {
  it('gives WhatsApp the title and the address as one encoded text', () => {
    const link = new URL(whatsappShareUrl('Water & wells', URL_OF_POST));
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toBe(`Water & wells ${URL_OF_POST}`);
  });

  it('gives the e-mail the title as subject and the address as body, nothing lost to & or ?', () => {
    const link = new URL(emailShareUrl('Water & wells?', URL_OF_POST));
    expect(link.protocol).toBe('mailto:');
    expect(link.searchParams.get('subject')).toBe('Water & wells?');
    expect(link.searchParams.get('body')).toBe(URL_OF_POST);
  });
});
