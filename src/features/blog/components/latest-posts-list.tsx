import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { Text } from '../../../components/ui/typography';
import { latestUpdates } from '../../../content/home';
import { latestPostsRead } from '../read/post-reads';
import { useMirroredRead } from '../read/use-mirrored-read';
import { LATEST_POST_COUNT } from '../../../lib/posts/model/latest-post-count';
import { OfflineNotice } from './offline-notice';
import { PostCard } from './post-card';
import { PostCardSkeletons } from './post-card-skeletons';
import { PostGrid } from './post-grid';
import { UnavailableNotice } from './unavailable-notice';

export function LatestPostsList() {
  const read = useMemo(() => latestPostsRead(LATEST_POST_COUNT), []);
  const { state, retry } = useMirroredRead(read);
  const router = useRouter();
  const firstId = state.status === 'ready' ? state.data[0]?.id : undefined;

  // Fetch the post page's code now, while online, so Read More still opens after the connection drops.
  useEffect(() => {
    if (firstId === undefined) return;
    router.preloadRoute({ to: '/blog/$postId', params: { postId: firstId } }).catch(() => undefined);
    router.preloadRoute({ to: '/blog', search: {} }).catch(() => undefined);
  }, [router, firstId]);

  if (state.status === 'loading') return <PostCardSkeletons count={LATEST_POST_COUNT} />;
  if (state.status === 'unavailable') return <UnavailableNotice what="the latest updates" onRetry={retry} />;
  if (state.data.length === 0) return <Text>{latestUpdates.emptyText}</Text>;
  return (
    <div aria-busy={state.refreshing}>
      {state.savedAt !== null && <OfflineNotice savedAt={state.savedAt} />}
      <PostGrid>
        {state.data.map((post) => (
          <PostCard key={post.id} post={post} headingOrder={3} />
        ))}
      </PostGrid>
    </div>
  );
}
