import { describe, expect, it } from 'vitest';
import type { RestDocument } from '../../firestore-rest/rest-values';
import { postFromDocument } from './post-from-document';

const document = (extra: RestDocument['fields'] = {}): RestDocument => ({
  name: 'projects/demo/databases/(default)/documents/blog/clean-water',
  fields: {
    title: { stringValue: 'Clean water' },
    summary: { stringValue: 'A borehole' },
    content: { stringValue: 'It works.' },
    createdAt: { timestampValue: '2026-11-20T09:00:00.5Z' },
    ...extra,
  },
});

const cover = (fields: Record<string, { stringValue?: string; integerValue?: string }>) => ({
  cover: { mapValue: { fields } },
});

describe('a post from its Firestore document', () => {
  it('names its cover with the photo id, size and description', () => {
    const post = postFromDocument(
      document(
        cover({
          id: { stringValue: 'photo-1' },
          width: { integerValue: '1600' },
          height: { integerValue: '1067' },
          description: { stringValue: 'Children at the pump' },
        }),
      ),
    );
    expect(post?.cover).toEqual({ id: 'photo-1', width: 1600, height: 1067, description: 'Children at the pump' });
    expect(post?.createdAt).toEqual({ seconds: 1_795_165_200, nanoseconds: 500_000_000 });
  });

  it('has no cover when the document names none, or only part of one', () => {
    expect(postFromDocument(document())?.cover).toBeUndefined();
    expect(
      postFromDocument(document(cover({ id: { stringValue: 'photo-1' }, width: { integerValue: '1600' } }))),
    ).not.toHaveProperty('cover');
    // The first shape of a cover, a bare id, reserves no box: it is not shown.
    expect(postFromDocument(document({ coverImage: { stringValue: 'photo-1' } }))).not.toHaveProperty('cover');
  });
});
