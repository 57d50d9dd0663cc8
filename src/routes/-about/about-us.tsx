import { atMost2x } from '../../components/media/at-most-2x';
import { VideoOnPress } from '../../components/media/video-on-press';
import { Grid } from '../../components/ui/grid';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { aboutUs, founderVideo, whoWeAre } from '../../content/about';
import type { TextSection } from '../../content/types';
import classes from './about.module.css';

/** Half the lg container beside the text from the md breakpoint (62em) up; the screen's width below it. */
const POSTER_SIZES = `(min-width: 75em) 560px, (min-width: 62em) 45vw, ${atMost2x('100vw')}`;

function Paragraphs({ section }: { section: TextSection }) {
  return section.paragraphs.map((paragraph) => (
    <Text key={paragraph} size="lg" className={classes.paragraph}>
      {paragraph}
    </Text>
  ));
}

/** About Us beside the founder's video, then Who We Are. */
export function AboutUs() {
  return (
    <>
      <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="about-us-title">
        <Grid cols={{ base: 1, md: 2 }} spacing="xl">
          <div>
            <Title order={2} id="about-us-title">
              {aboutUs.heading}
            </Title>
            <Paragraphs section={aboutUs} />
          </div>
          <div>
            {/* A poster with Play until asked: a native player's controls were the page's largest style cost. */}
            <VideoOnPress video={founderVideo} sizes={POSTER_SIZES} />
          </div>
        </Grid>
      </section>
      <section className={containerClass('lg', layoutClasses.section)} aria-labelledby="who-we-are-title">
        <Title order={2} id="who-we-are-title">
          {whoWeAre.heading}
        </Title>
        <Paragraphs section={whoWeAre} />
      </section>
    </>
  );
}
