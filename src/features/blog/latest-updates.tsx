import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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

/**
 * True once the element is within about a screen of the viewport. Until then neither the list's
 * code nor Firebase is downloaded: most visitors to Home never scroll this far on a first visit,
 * and those who do find the posts arriving as they get there.
 */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // A percentage of the viewport: one screen's height above and below it.
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * Home's "Latest Updates": the newest posts, loaded when the section comes near the screen. Until
 * then (and on the prerendered page) placeholders of the cards' size hold its place, so the posts
 * arriving move nothing.
 */
export function LatestUpdates() {
  const section = useRef<HTMLDivElement>(null);
  const ready = useNearViewport(section);
  const placeholder = <PostCardSkeletons count={LATEST_POST_COUNT} />;
  return (
    <Container ref={section} component="section" size="lg" py="xl" aria-labelledby="latest-updates-title">
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
