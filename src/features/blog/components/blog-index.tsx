import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { containerClass, layoutClasses } from '../../../components/ui/layout';
import { Text, Title } from '../../../components/ui/typography';
import { BLOG_PAGE_SIZE, type PageCursor } from '../../../lib/posts/model/blog-page';
import { blogPageRead } from '../read/post-reads';
import { useMirroredRead } from '../read/use-mirrored-read';
import classes from './blog-index.module.css';
import { BlogPager } from './blog-pager';
import { OfflineNotice } from './offline-notice';
import { PostCard } from './post-card';
import { PostCardSkeletons } from './post-card-skeletons';
import { PostGrid } from './post-grid';
import { UnavailableNotice } from './unavailable-notice';

export function BlogIndex({ cursor }: { cursor: PageCursor | undefined }) {
  const cursorId = cursor?.id;
  const direction = cursor?.direction;
  const served = useRouteContext({ from: '__root__', select: (context) => context.served });
  const read = useMemo(
    () => blogPageRead(cursorId !== undefined && direction ? { id: cursorId, direction } : undefined, served),
    [cursorId, direction, served],
  );
  const { state, retry, busy } = useMirroredRead(read);

  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <Title order={1} className={classes.title}>
        Blog
      </Title>
      <Text size="lg" className={classes.lead}>
        News and stories from our programs, newest first.
      </Text>
      <div aria-busy={busy} data-testid="blog-posts">
        {state.status === 'loading' && <PostCardSkeletons count={BLOG_PAGE_SIZE} />}
        {state.status === 'unavailable' && <UnavailableNotice what="the blog" onRetry={retry} />}
        {state.status === 'ready' && (
          <>
            {state.savedAt !== null && <OfflineNotice savedAt={state.savedAt} />}
            {state.data.posts.length === 0 ? (
              <Text>No posts yet. News from our programs will appear here.</Text>
            ) : (
              <PostGrid>
                {state.data.posts.map((post) => (
                  <PostCard key={post.id} post={post} headingOrder={2} />
                ))}
              </PostGrid>
            )}
            <BlogPager page={state.data} />
          </>
        )}
      </div>
    </div>
  );
}
