import { describe, expect, it } from 'vitest';
import { LATEST_POST_COUNT } from '../model/latest-post-count';
import { pageRequest } from '../model/blog-page';
import { MAX_POSTS_PER_LIST, postsQuery } from './posts-query';

const DOCUMENTS = 'projects/demo-charity/databases/(default)/documents';
const from = { id: 'a-post', createdAt: { seconds: 1_767_600_000, nanoseconds: 0 } };

describe('postsQuery', () => {
  it('gives every list the app makes a limit within what firestore.rules allows', () => {
    const requests = [
      { count: LATEST_POST_COUNT },
      pageRequest(undefined, undefined),
      pageRequest(from, 'older'),
      pageRequest(from, 'newer'),
    ];
    for (const request of requests) {
      const { limit } = postsQuery(request, DOCUMENTS) as { limit?: number };
      expect(limit).toBe(request.count);
      expect(limit).toBeLessThanOrEqual(MAX_POSTS_PER_LIST);
    }
  });

  it('refuses to ask for more posts than the rules allow, or for none', () => {
    expect(() => postsQuery({ count: MAX_POSTS_PER_LIST + 1 }, DOCUMENTS)).toThrow(RangeError);
    expect(() => postsQuery({ count: 0 }, DOCUMENTS)).toThrow(RangeError);
    expect(() => postsQuery({ count: MAX_POSTS_PER_LIST }, DOCUMENTS)).not.toThrow();
  });

  it('starts an older page just after the cursor post, newest first, and a newer page oldest first', () => {
    const older = postsQuery(pageRequest(from, 'older'), DOCUMENTS) as Record<string, unknown>;
    const newer = postsQuery(pageRequest(from, 'newer'), DOCUMENTS) as Record<string, unknown>;
    expect(JSON.stringify(older['orderBy'])).toContain('DESCENDING');
    expect(JSON.stringify(newer['orderBy'])).toContain('ASCENDING');
    expect(older['startAt']).toEqual({
      values: [{ timestampValue: '2026-01-05T08:00:00.000000000Z' }, { referenceValue: `${DOCUMENTS}/blog/a-post` }],
      before: false,
    });
  });
});
