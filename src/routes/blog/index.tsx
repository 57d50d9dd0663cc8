import { createFileRoute } from '@tanstack/react-router';
import { BlogIndex } from '../../features/blog/components/blog-index';
import { isPossiblePostId } from '../../lib/posts/model/post-id';
import { pageHead, withFeedLink } from '../../lib/page-head';

interface BlogSearch {
  /** Next page: the posts older than this one. */
  after?: string;
  /** Previous page: the posts newer than this one. */
  before?: string;
}

// An id no post can have is ignored, so a mangled link opens the newest posts rather than an error.
const idParam = (value: unknown): string | undefined =>
  typeof value === 'string' && isPossiblePostId(value) ? value : undefined;

export const Route = createFileRoute('/blog/')({
  head: () =>
    withFeedLink(pageHead({ title: 'Blog', description: 'News and updates from our programs.', path: '/blog' })),
  validateSearch: (search: Record<string, unknown>): BlogSearch => {
    const after = idParam(search['after']);
    const before = after === undefined ? idParam(search['before']) : undefined;
    // Both keys, always: the router lays the validated search over the raw one, so a key left out
    // would keep the URL's unchecked value.
    return { after, before };
  },
  component: BlogRoute,
});

function BlogRoute() {
  const { after, before } = Route.useSearch();
  let cursor: { id: string; direction: 'older' | 'newer' } | undefined;
  if (after !== undefined) cursor = { id: after, direction: 'older' };
  else if (before !== undefined) cursor = { id: before, direction: 'newer' };
  return <BlogIndex cursor={cursor} />;
}
