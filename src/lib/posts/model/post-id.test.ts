import { describe, expect, it } from 'vitest';
import { isPossiblePostId } from './post-id';

describe('isPossiblePostId', () => {
  it.each([
    ['borehole-brings-clean-water-to-kufana', true],
    ['AbC123xyz', true],
    ['ọmọ-🌾', true],
    ['x'.repeat(1500), true],
    ['x'.repeat(1501), false],
    ['🌾'.repeat(376), false],
    ['', false],
    ['.', false],
    ['..', false],
    ['a/b', false],
    ['__reserved__', false],
    ['__multi\nline__', false],
    ['_almost_', true],
  ])('%s: %s', (id, expected) => {
    expect(isPossiblePostId(id)).toBe(expected);
  });
});
