import { describe, expect, it } from 'vitest';
import { isPossiblePostId } from './post-id';
import { numberedSlug, offlineSlug, slugFromTitle } from './post-slug';

describe("a post's address from its title", () => {
  it('is the lower-case words joined by hyphens', () => {
    expect(slugFromTitle('Clean water for Jos')).toBe('clean-water-for-jos');
    expect(slugFromTitle('  1,200 Hausa Bibles — delivered!  ')).toBe('1-200-hausa-bibles-delivered');
  });

  it('drops accents, so Yoruba and French titles stay readable', () => {
    expect(slugFromTitle('Ẹ ṣé o, Ọlọ́run')).toBe('e-se-o-olorun');
    expect(slugFromTitle('Café à Kaduna')).toBe('cafe-a-kaduna');
  });

  it('has a name even for a title without letters, and is always a valid document id', () => {
    expect(slugFromTitle('🌾🌾')).toBe('post');
    for (const title of ['🌾', '__init__', '..', 'a/b', 'x'.repeat(300)])
      expect(isPossiblePostId(slugFromTitle(title))).toBe(true);
  });

  it('cuts a long title at a word, 80 characters at most', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('numbers a title used before from 2 on', () => {
    expect([1, 2, 3].map((attempt) => numberedSlug('jos', attempt))).toEqual(['jos', 'jos-2', 'jos-3']);
  });
});

describe('an address chosen offline', () => {
  it('is the slug and four random letters or digits, a possible post id', () => {
    const id = offlineSlug('clean-water-for-jos', () => 0.5);
    expect(id).toBe('clean-water-for-jos-iiii');
    expect(offlineSlug('x')).toMatch(/^x-[a-z0-9]{4}$/);
    expect(isPossiblePostId(id)).toBe(true);
  });
});
