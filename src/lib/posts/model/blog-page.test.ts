import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, pageRequest, toBlogPage } from './blog-page';
import type { Post } from './post';

/** `n` posts newest first, numbered from the newest, one minute apart. */
const posts = (n: number, from = 0): Post[] =>
  Array.from({ length: n }, (_, index) => {
    const number = from + index;
    return {
      id: `post-${number}`,
      title: `Post ${number}`,
      summary: '',
      content: '',
      createdAt: { seconds: 1_800_000_000 - number * 60, nanoseconds: 0 },
    };
  });

const ids = (list: readonly Post[]): string[] => list.map((post) => post.id);

describe('a page of the blog', () => {
  it('asks for one post more than it shows, to know whether a next page exists', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ count: BLOG_PAGE_SIZE + 1 });
  });

  it('shows the first ten posts with only a Next link when there are more', () => {
    const page = toBlogPage(pageRequest(undefined, undefined), posts(11));
    expect(ids(page.posts)).toEqual(ids(posts(10)));
    expect(page.olderFrom).toBe('post-9');
    expect(page.newerFrom).toBeUndefined();
  });

  it('has no links at all when every post fits on the first page', () => {
    const page = toBlogPage(pageRequest(undefined, undefined), posts(6));
    expect(page.posts).toHaveLength(6);
    expect(page).not.toHaveProperty('olderFrom');
    expect(page).not.toHaveProperty('newerFrom');
  });

  it('after a cursor, links back to the posts before the first one shown', () => {
    const [cursor] = posts(1, 9);
    if (!cursor) throw new Error('no cursor');
    const page = toBlogPage(pageRequest(cursor, 'older'), posts(3, 10));
    expect(ids(page.posts)).toEqual(['post-10', 'post-11', 'post-12']);
    expect(page.newerFrom).toBe('post-10');
    expect(page).not.toHaveProperty('olderFrom');
  });

  it('walking back, drops the newest extra post and keeps the ten nearest the cursor', () => {
    const [cursor] = posts(1, 20);
    if (!cursor) throw new Error('no cursor');
    const page = toBlogPage(pageRequest(cursor, 'newer'), posts(11, 9));
    expect(ids(page.posts)).toEqual(ids(posts(10, 10)));
    expect(page.newerFrom).toBe('post-10');
    expect(page.olderFrom).toBe('post-19');
  });

  it('walking back to the newest posts, has no Previous link', () => {
    const [cursor] = posts(1, 5);
    if (!cursor) throw new Error('no cursor');
    const page = toBlogPage(pageRequest(cursor, 'newer'), posts(5));
    expect(page.posts).toHaveLength(5);
    expect(page).not.toHaveProperty('newerFrom');
    expect(page.olderFrom).toBe('post-4');
  });
});
