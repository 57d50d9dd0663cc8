import { Link } from '@tanstack/react-router';
import { atMost2x } from '../../components/media/at-most-2x';
import { VideoOnPress } from '../../components/media/video-on-press';
import { Card, CardBleed } from '../../components/ui/card';
import { anchorClass, Text, Title } from '../../components/ui/typography';
import type { Story } from '../../content/stories';
import classes from './impact.module.css';

/** One column on phones, two from 48em, three in the 1140px container from 62em. */
const POSTER_SIZES = `(min-width: 62em) 370px, (min-width: 48em) 45vw, ${atMost2x('100vw')}`;

export function StoryCard({ story }: { story: Story }) {
  const headingId = `story-card-${story.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <CardBleed>
        <VideoOnPress video={story.video} sizes={POSTER_SIZES} />
      </CardBleed>
      <Title order={3} look={4} id={headingId} className={classes.storyTitle}>
        {story.title}
      </Title>
      <Text className={classes.storyRole}>{story.role}</Text>
      <Link to="/impact/story/$storyId" params={{ storyId: story.id }} className={anchorClass(classes.storyLink)}>
        Read {story.title}&rsquo;s story
      </Link>
    </Card>
  );
}
