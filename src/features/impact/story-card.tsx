import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { VideoPlayer } from '../../components/media/video-player';
import type { Story } from '../../content/stories';

export function StoryCard({ story }: { story: Story }) {
  const headingId = `story-card-${story.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder padding="md">
      <Card.Section>
        <VideoPlayer video={story.video} />
      </Card.Section>
      <Title order={3} id={headingId} mt="md" size="h4">
        {story.title}
      </Title>
      <Text mb="sm">{story.role}</Text>
      <Anchor
        mt="auto"
        renderRoot={(props) => <Link {...props} to="/impact/story/$storyId" params={{ storyId: story.id }} />}
      >
        Read {story.title}&rsquo;s story
      </Anchor>
    </Card>
  );
}
