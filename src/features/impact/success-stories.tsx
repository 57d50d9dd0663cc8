import { classNames } from '../../components/ui/class-names';
import { layoutClasses } from '../../components/ui/layout';
import { Grid } from '../../components/ui/grid';
import { Text, Title } from '../../components/ui/typography';
import { successStoriesSection } from '../../content/impact';
import type { Story } from '../../content/stories';
import { StoryCard } from './story-card';
import classes from './impact.module.css';

export function SuccessStories({ stories }: { stories: readonly Story[] }) {
  return (
    <section aria-labelledby="success-stories" className={classNames(layoutClasses.renderWhenNear, classes.stories)}>
      <Title order={2} id="success-stories" className={classes.sectionTitleTight}>
        {successStoriesSection.heading}
      </Title>
      <Text size="lg" className={classes.sectionLead}>
        {successStoriesSection.intro}
      </Text>
      <Grid as="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.storyGrid}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} />
          </li>
        ))}
      </Grid>
    </section>
  );
}
