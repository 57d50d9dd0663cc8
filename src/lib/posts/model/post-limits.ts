import { formatNumber } from '../../number-format';
import type { NewPost } from './post';

/** The limits firestore.rules enforces on a new post, checked in the form before anything is sent. */
export const POST_LIMITS: Readonly<Record<keyof NewPost, number>> = { title: 200, summary: 500, content: 50_000 };

export const POST_FIELD_LABELS: Readonly<Record<keyof NewPost, string>> = {
  title: 'Title',
  summary: 'Summary',
  content: 'Content',
};

/** As firestore.rules' `string.size()` counts: UTF-16 code units, so an emoji outside the basic plane counts twice. */
export const characterCount = (text: string): number => text.length;

export type PostErrors = Partial<Record<keyof NewPost, string>>;

export function validateNewPost(post: NewPost): PostErrors {
  const errors: PostErrors = {};
  for (const field of Object.keys(POST_LIMITS) as (keyof NewPost)[]) {
    const text = post[field].trim();
    const label = POST_FIELD_LABELS[field];
    const limit = POST_LIMITS[field];
    const count = characterCount(text);
    if (count === 0) errors[field] = `${label} is required and cannot be only spaces.`;
    else if (count > limit)
      errors[field] = `${label} must be at most ${formatNumber(limit)} characters; it has ${formatNumber(count)}.`;
  }
  return errors;
}

export const trimmedPost = (post: NewPost): NewPost => ({
  title: post.title.trim(),
  summary: post.summary.trim(),
  content: post.content.trim(),
});
