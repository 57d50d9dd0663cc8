import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-class';
import type { BlogPage } from '../../../lib/posts/model/blog-page';
import classes from './blog-pager.module.css';

export function BlogPager({ page }: { page: BlogPage }) {
  if (page.newerFrom === undefined && page.olderFrom === undefined) return null;
  const look = buttonClass({ variant: 'outline' });
  return (
    <nav aria-label="Blog pages" className={classes.pager}>
      {page.newerFrom === undefined ? (
        <span />
      ) : (
        <Link to="/blog" search={{ before: page.newerFrom }} className={look}>
          ← Previous page
        </Link>
      )}
      {page.olderFrom !== undefined && (
        <Link to="/blog" search={{ after: page.olderFrom }} className={look}>
          Next page →
        </Link>
      )}
    </nav>
  );
}
