import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { latestUpdates } from '../../content/home';
import { LATEST_POST_COUNT } from './components/latest-post-count';
import { PostCardSkeletons } from './components/post-card-skeletons';

const SEE_ALL_POSTS = 'See all posts';

// Firestore, IndexedDB and the list itself arrive in their own chunk, so Home's first download stays small.
// Offline before that chunk was saved: say so, and try again when the connection returns.
const LatestPostsList = lazyWithRetry(
  () => import('./components/latest-posts-list').then(({ LatestPostsList: list }) => list),
  {
    unavailable: () => (
      <Text role="status">You seem to be offline. The latest posts will appear when the connection returns.</Text>
    ),
  },
);

/** Waits for the browser to be idle after the first paint, so the posts never compete with the hero. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = (): void => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 200);
    return () => clearTimeout(handle);
  }, []);
  return ready;
}

/** Home's "Latest Updates": the newest posts, loaded after the page has painted. */
export function LatestUpdates() {
  const ready = useAfterFirstPaint();
  const placeholder = <PostCardSkeletons count={LATEST_POST_COUNT} />;
  return (
    <Container component="section" size="lg" py="xl" aria-labelledby="latest-updates-title">
      <Title order={2} id="latest-updates-title" mb="lg">
        {latestUpdates.heading}
      </Title>
      {ready ? (
        <Suspense fallback={placeholder}>
          <LatestPostsList />
        </Suspense>
      ) : (
        placeholder
      )}
      <Anchor component={Link} to="/blog" mt="lg" display="inline-block" fw={600}>
        {SEE_ALL_POSTS}
      </Anchor>
    </Container>
  );
}
