import { Link } from '@tanstack/react-router';
import { VideoPlayer } from '../../components/media/video-player';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import type { Story } from '../../content/stories';
import classes from './impact.module.css';

export function StoryDetail({ story }: { story: Story }) {
  return (
    <div className={containerClass('md', layoutClasses.section)}>
      <div className={classNames(layoutClasses.stack, classes.storyStack)}>
        <div>
          <Link to="/impact" className={buttonClass({ variant: 'subtle' })}>
            <span aria-hidden="true">←</span>
            Back to Impact
          </Link>
        </div>
        <div>
          <Title order={1}>{story.title}</Title>
          <Text size="lg" className={classes.storyRoleLine}>
            {story.role}
          </Text>
        </div>
        <VideoPlayer video={story.video} posterLoading="eager" />
        <Text size="lg" className={classes.storyText}>
          {story.story}
        </Text>
      </div>
    </div>
  );
}
