import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { layoutClasses } from '../../../components/ui/layout';
import { Text, Title } from '../../../components/ui/typography';
import { latestUpdates } from '../../../content/home';
import type { Post } from '../../../lib/posts/model/post';
import classes from './post-card.module.css';

interface Props {
  post: Pick<Post, 'id' | 'title' | 'summary'>;
  /** 3 under a section's h2 (Home), 2 directly under the page's h1 (/blog). */
  headingOrder: 2 | 3;
}

/** The link is named "Read More about <title>" by hidden text, so each link says where it goes out of context. */
export function PostCard({ post, headingOrder }: Props) {
  const titleId = `post-title-${post.id}`;
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <Title order={headingOrder} look={3} id={titleId} className={classes.title} dir="auto">
        {post.title}
      </Title>
      <Text className={classes.summary} dir="auto">
        {post.summary}
      </Text>
      <Link
        to="/blog/$postId"
        params={{ postId: post.id }}
        className={buttonClass({ variant: 'light' }, classes.action)}
      >
        {latestUpdates.readMoreLabel}{' '}
        <span className={layoutClasses.visuallyHidden}>
          about <span dir="auto">{post.title}</span>
        </span>
      </Link>
    </article>
  );
}
