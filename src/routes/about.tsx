import { createFileRoute } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { ImageHero } from '../components/media/image-hero';
import { ImpactCounters } from '../components/media/impact-counters';
import { aboutHero } from '../content/about';
import { impactCounters, impactIntro } from '../content/impact';
import { staticPageHead } from '../lib/page-head';
import { AboutUs } from './-about/about-us';
import { CoreValues } from './-about/core-values';
import { JoinOurMission } from './-about/join-our-mission';
import { LeadershipTeam } from './-about/leadership-team';
import { MissionVision } from './-about/mission-vision';
import { Partners } from './-about/partners';
import { Timeline } from './-about/timeline';

export const Route = createFileRoute('/about')({
  // The About texts load with this head rather than with every page's first download.
  head: async () => {
    const { aboutHero: hero } = await import('../content/about');
    return staticPageHead('/about', hero.image);
  },
  component: AboutPage,
});

// Below the hero each section is taken over in a commit of its own, so hydrating this long page is
// several short tasks rather than one long one (src/components/hydrate-separately.tsx).
function AboutPage() {
  return (
    <>
      <ImageHero image={aboutHero.image} title={aboutHero.heading} subtitle={aboutHero.subheading} />
      <HydrateSeparately>
        <AboutUs />
      </HydrateSeparately>
      <HydrateSeparately>
        <Partners />
      </HydrateSeparately>
      <HydrateSeparately>
        <MissionVision />
      </HydrateSeparately>
      <HydrateSeparately>
        <CoreValues />
      </HydrateSeparately>
      <HydrateSeparately>
        <Timeline />
      </HydrateSeparately>
      <HydrateSeparately>
        <ImpactCounters counters={impactCounters} title={impactIntro.heading} />
      </HydrateSeparately>
      <HydrateSeparately>
        <LeadershipTeam />
      </HydrateSeparately>
      <HydrateSeparately>
        <JoinOurMission />
      </HydrateSeparately>
    </>
  );
}
