import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../components/errors/lazy-with-retry';
import { useNearViewportRef } from '../../components/use-near-viewport';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { latestUpdates } from '../../content/home';
import { LATEST_POST_COUNT } from '../../lib/posts/model/latest-post-count';
import { PostCardSkeletons } from './components/post-card-skeletons';
import classes from './latest-updates.module.css';

// Its own chunk, so Home's first download stays small; offline before it was saved, say so and retry when back online.
const LatestPostsList = lazyWithRetry(
  () => import('./components/latest-posts-list'),
  (module) => module.LatestPostsList,
  {
    unavailable: () => (
      <Text role="status">You seem to be offline. The latest posts will appear when the connection returns.</Text>
    ),
  },
);

/** Loaded when the section comes near the screen; placeholders of the cards' size hold its place till then. */
export function LatestUpdates() {
  const [ready, watch] = useNearViewportRef();
  const placeholder = <PostCardSkeletons count={LATEST_POST_COUNT} still={!ready} />;
  return (
    <section ref={watch} className={containerClass('lg', layoutClasses.section)} aria-labelledby="latest-updates-title">
      <Title order={2} id="latest-updates-title" className={classes.title}>
        {latestUpdates.heading}
      </Title>
      {ready ? (
        <Suspense fallback={placeholder}>
          <LatestPostsList />
        </Suspense>
      ) : (
        placeholder
      )}
      <Link to="/blog" className={classes.seeAll}>
        See all posts
      </Link>
    </section>
  );
}
