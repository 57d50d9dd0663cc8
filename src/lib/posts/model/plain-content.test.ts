import { describe, expect, it } from 'vitest';
import { isPlainContent } from './plain-content';

describe('plain content', () => {
  it('is text Markdown would draw as the same paragraphs', () => {
    expect(
      isPlainContent(
        'When families move, the nearest classroom is a day’s walk away.\n\nThank you: 40,000 naira (N40k) keeps a teacher on the road.',
      ),
    ).toBe(true);
    expect(isPlainContent('Dates like 2026-11-25 and a dash - inside a line are fine.')).toBe(true);
  });

  it('is not text with any Markdown sign', () => {
    for (const content of [
      '# Heading',
      'Some **bold**',
      'an_underscore',
      '[a link](https://example.org)',
      'see https://example.org',
      '- a list item',
      '* a list item',
      '1. first',
      '> a quote',
      '<b>html</b>',
      'fish &amp; chips',
      'Title\n===',
      'text\n\n    indented code',
      'a `code` span',
    ])
      expect(isPlainContent(content), content).toBe(false);
  });
});
