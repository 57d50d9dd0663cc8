import { describe, expect, it } from 'vitest';
import { characterCount, trimmedPost, validateNewPost } from './post-limits';

const valid = { title: 'A new borehole', summary: 'Clean water.', content: 'It works.\n\nThank you.' };

describe('the new post checks', () => {
  it('accepts a post within every limit', () => {
    expect(validateNewPost(valid)).toEqual({});
  });

  it('accepts each field at exactly its limit', () => {
    expect(validateNewPost({ title: 'a'.repeat(200), summary: 'b'.repeat(500), content: 'c'.repeat(50_000) })).toEqual(
      {},
    );
  });

  it('names the field, the limit and the length of an over-long field', () => {
    const errors = validateNewPost({ ...valid, title: 'a'.repeat(201), content: 'c'.repeat(50_001) });
    expect(errors.title).toBe('Title must be at most 200 characters; it has 201.');
    expect(errors.content).toBe('Content must be at most 50,000 characters; it has 50,001.');
    expect(errors.summary).toBeUndefined();
  });

  it('refuses a field of only spaces and line breaks', () => {
    expect(validateNewPost({ ...valid, summary: '  \n\t ' }).summary).toBe(
      'Summary is required and cannot be only spaces.',
    );
  });

  it('checks the trimmed text, which is what is sent', () => {
    expect(validateNewPost({ ...valid, title: ` ${'a'.repeat(200)} ` })).toEqual({});
    expect(trimmedPost({ ...valid, title: '  Hello \n' }).title).toBe('Hello');
  });

  it('counts as the rules do: an emoji outside the basic plane counts twice', () => {
    expect(characterCount('🙏🏾')).toBe(4);
    expect(characterCount('ọmọ')).toBe(3);
    expect(validateNewPost({ ...valid, title: '🌾'.repeat(100) })).toEqual({});
    expect(validateNewPost({ ...valid, title: '🌾'.repeat(101) }).title).toBe(
      'Title must be at most 200 characters; it has 202.',
    );
  });
});
