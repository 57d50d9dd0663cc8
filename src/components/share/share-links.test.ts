import { describe, expect, it } from 'vitest';
import { emailShareUrl, whatsappShareUrl } from './share-links';

const PAGE_URL = 'https://example.org/blog/clean-water?x=1&y=2';

describe('the share links of a page', () => {
  it('gives WhatsApp the title and the address as one encoded text', () => {
    const link = new URL(whatsappShareUrl('Water & wells', PAGE_URL));
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toBe(`Water & wells ${PAGE_URL}`);
  });

  it('gives the e-mail the title as subject and the address as body, nothing lost to & or ?', () => {
    const link = new URL(emailShareUrl('Water & wells?', PAGE_URL));
    expect(link.protocol).toBe('mailto:');
    expect(link.searchParams.get('subject')).toBe('Water & wells?');
    expect(link.searchParams.get('body')).toBe(PAGE_URL);
  });
});
