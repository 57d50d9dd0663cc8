import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { VideoPlayer } from '../../components/media/video-player';
import type { Story } from '../../content/stories';

export function StoryDetail({ story }: { story: Story }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Button component={Link} to="/impact" variant="subtle" leftSection={<span aria-hidden="true">←</span>}>
            Back to Impact
          </Button>
        </div>
        <div>
          <Title order={1}>{story.title}</Title>
          <Text size="lg" fw={500} mt="xs">
            {story.role}
          </Text>
        </div>
        <VideoPlayer video={story.video} posterLoading="eager" />
        <Text size="lg" maw="65ch">
          {story.story}
        </Text>
      </Stack>
    </Container>
  );
}
