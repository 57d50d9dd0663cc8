import { Group } from '@mantine/core';
import { ButtonLink } from './button-link';
import type { BlogPage } from '../model/blog-page';

/** Previous and Next links between pages of /blog; each page is addressed by the post it starts from. */
export function BlogPager({ page }: { page: BlogPage }) {
  if (page.newerFrom === undefined && page.olderFrom === undefined) return null;
  return (
    <Group component="nav" aria-label="Blog pages" justify="space-between" mt="xl">
      {page.newerFrom === undefined ? (
        <span />
      ) : (
        <ButtonLink to="/blog" search={{ before: page.newerFrom }} variant="outline">
          ← Previous page
        </ButtonLink>
      )}
      {page.olderFrom !== undefined && (
        <ButtonLink to="/blog" search={{ after: page.olderFrom }} variant="outline">
          Next page →
        </ButtonLink>
      )}
    </Group>
  );
}
