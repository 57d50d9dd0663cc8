import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { Card, Text, Title } from '@mantine/core';
import { latestUpdates } from '../../../content/home';
import type { Post } from '../model/post';
import { ButtonLink } from './button-link';
import classes from './post-card.module.css';

/** A post in a list: title, summary and Read More to its page. */
interface Props {
  post: Pick<Post, 'id' | 'title' | 'summary'>;
  /** 3 under a section's h2 (Home), 2 directly under the page's h1 (/blog). */
  headingOrder: 2 | 3;
}

export function PostCard({ post, headingOrder }: Props) {
  const titleId = `post-title-${post.id}`;
  return (
    <Card component="article" withBorder padding="lg" className={classes.card} aria-labelledby={titleId}>
      <Title order={headingOrder} size="h3" id={titleId} lineClamp={2} className={classes.title} dir="auto">
        {post.title}
      </Title>
      <Text lineClamp={3} className={classes.summary} dir="auto">
        {post.summary}
      </Text>
      <ButtonLink
        to="/blog/$postId"
        params={{ postId: post.id }}
        variant="light"
        className={classes.action}
        aria-describedby={titleId}
      >
        {latestUpdates.readMoreLabel}
      </ButtonLink>
    </Card>
  );
}
