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
        {/* The poster with Play, as on /impact: a native player blocked the phone's main thread far longer. */}
        <VideoOnPress video={story.video} sizes={POSTER_SIZES} priority />
        <Text size="lg" className={classes.storyText}>
          {story.story}
        </Text>
        <SharePage title={story.title} />
      </div>
    </div>
  );
}
