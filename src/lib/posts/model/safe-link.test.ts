import { describe, expect, it } from 'vitest';
import { safeLinkTarget } from './safe-link';

describe('a link in a post', () => {
  it('keeps web, e-mail and phone addresses and the site’s own paths', () => {
    for (const href of [
      'https://example.org/a?b=1',
      'http://example.org',
      'mailto:info@example.org',
      'tel:+234800',
      '/blog/x',
      '#part',
    ])
      expect(safeLinkTarget(href)).toBe(href);
  });

  it('refuses every other scheme, another site without a scheme, and nonsense', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example',
      '',
      'not a url',
    ])
      expect(safeLinkTarget(href)).toBeNull();
  });
});
