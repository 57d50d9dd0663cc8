import { Link } from '@tanstack/react-router';
import { atMost2x } from '../../components/media/at-most-2x';
import { VideoOnPress } from '../../components/media/video-on-press';
import { SharePage } from '../../components/share/share-page';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import type { Story } from '../../content/stories';
import classes from './impact.module.css';

/** The md container (960 px, less its padding) once the screen is wider; the screen's width below it. */
const POSTER_SIZES = `(min-width: 62em) 930px, ${atMost2x('100vw')}`;

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
        {/* The poster with Play, as on /impact: with a native player this page measured TBT 341-677 ms on the phone (bench/results/2026-11-history.md). */}
        <VideoOnPress video={story.video} sizes={POSTER_SIZES} priority />
        <Text size="lg" className={classes.storyText}>
          {story.story}
        </Text>
        <SharePage title={story.title} />
      </div>
    </div>
  );
}
