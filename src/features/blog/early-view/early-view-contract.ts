/**
 * What the build's blog templates (early-view-templates.tsx) and the browser's early view
 * (early-view.ts) agree on: the templates' ids, the slots they fill, and the stand-in post whose
 * texts mark where a real post's texts go.
 */
import type { Post } from '../../../lib/posts/model/post';

/** A <template> holding the post grid with one card, then the pager with a Next link. */
export const LIST_TEMPLATE_ID = 'early-view-blog-list';
/** A <template> holding one post's article, with one paragraph. */
export const POST_TEMPLATE_ID = 'early-view-blog-post';

/** The attribute marking the element a blog page's content goes in, valued `list` or `post`. */
export const EARLY_VIEW_SLOT = 'data-early-view';

/** The attribute, for the element's props. */
export const earlyViewSlot = (kind: 'list' | 'post'): Record<string, string> => ({ [EARLY_VIEW_SLOT]: kind });

/** Texts no real post has in full: each stands for one field of the post. */
export const TEMPLATE_POST: Post = {
  id: 'early-view-post-id',
  title: 'early-view-post-title',
  summary: 'early-view-post-summary',
  content: 'early-view-post-paragraph',
  createdAt: { seconds: 0, nanoseconds: 0 },
  // The post template holds a cover box; the early view sizes it, or removes it for a post without one.
  cover: { id: 'early-view-cover-id', width: 3, height: 2, description: 'early-view-cover-description' },
};
