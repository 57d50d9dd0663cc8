import { SimpleGrid, Text, Title } from '@mantine/core';
import { successStoriesSection } from '../../content/impact';
import type { Story } from '../../content/stories';
import { StoryCard } from './story-card';
import classes from './impact.module.css';

export function SuccessStories({ stories }: { stories: readonly Story[] }) {
  return (
    <section aria-labelledby="success-stories">
      <Title order={2} id="success-stories" mb="xs">
        {successStoriesSection.heading}
      </Title>
      <Text size="lg" mb="lg">
        {successStoriesSection.intro}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.storyGrid}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
