// A Card is a Paper: without Paper's styles its border and rounded corners would be missing on Home.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Card, Skeleton } from '@mantine/core';
import { PostGrid } from './post-grid';
import classes from './post-card.module.css';

/** Placeholders shaped like post cards, so the list arriving moves nothing on the page. */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <PostGrid aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder padding="lg" className={classes.card}>
          <Skeleton className={classes.title} />
          <Skeleton className={classes.summary} />
          <Skeleton height={36} width={120} className={classes.action} />
        </Card>
      ))}
    </PostGrid>
  );
}
