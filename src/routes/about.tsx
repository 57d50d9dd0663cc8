import { createFileRoute } from '@tanstack/react-router';
import { ImageHero } from '../components/media/image-hero';
import { ImpactCounters } from '../components/media/impact-counters';
import { aboutHero } from '../content/about';
import { impactCounters, impactIntro } from '../content/impact';
import { pageMeta } from '../content/page-meta';
import { pageHead } from '../lib/page-head';
import { AboutUs } from './-about/about-us';
import { CoreValues } from './-about/core-values';
import { JoinOurMission } from './-about/join-our-mission';
import { LeadershipTeam } from './-about/leadership-team';
import { MissionVision } from './-about/mission-vision';
import { Partners } from './-about/partners';
import { Timeline } from './-about/timeline';

export const Route = createFileRoute('/about')({
  head: () => pageHead({ ...pageMeta['/about'], path: '/about', image: aboutHero.image }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <ImageHero image={aboutHero.image} title={aboutHero.heading} subtitle={aboutHero.subheading} />
      <AboutUs />
      <Partners />
      <MissionVision />
      <CoreValues />
      <Timeline />
      <ImpactCounters counters={impactCounters} title={impactIntro.heading} />
      <LeadershipTeam />
      <JoinOurMission />
    </>
  );
}
