import { Link } from '@tanstack/react-router';
import { VideoPlayer } from '../../components/media/video-player';
import { Card, CardBleed } from '../../components/ui/card';
import { anchorClass, Text, Title } from '../../components/ui/typography';
import type { Story } from '../../content/stories';
import classes from './impact.module.css';

export function StoryCard({ story }: { story: Story }) {
  const headingId = `story-card-${story.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <CardBleed>
        <VideoPlayer video={story.video} />
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
