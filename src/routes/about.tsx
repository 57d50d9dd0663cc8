import { createFileRoute } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { ImageHero } from '../components/media/image-hero';
import { ImpactCounters } from '../components/media/impact-counters';
import { aboutHero } from '../content/about';
import { impactCounters, impactIntro } from '../content/impact';
import { staticPageHead } from '../lib/page-head';
import {
  AboutUs,
  CoreValues,
  JoinOurMission,
  LeadershipTeam,
  MissionVision,
  Partners,
  Timeline,
} from './-about/about-sections';

export const Route = createFileRoute('/about')({
  // The About texts load with this head rather than with every page's first download.
  head: async () => {
    const { aboutHero: hero } = await import('../content/about');
    return staticPageHead('/about', hero.image);
  },
  component: AboutPage,
});

const Counters = () => <ImpactCounters counters={impactCounters} title={impactIntro.heading} />;

// Below the hero each section is taken over in a commit of its own, so hydrating this long page is
// several short tasks rather than one long one (src/components/hydrate-separately.tsx).
const SECTIONS = [AboutUs, Partners, MissionVision, CoreValues, Timeline, Counters, LeadershipTeam, JoinOurMission];

function AboutPage() {
  return (
    <>
      <ImageHero image={aboutHero.image} title={aboutHero.heading} subtitle={aboutHero.subheading} />
      {SECTIONS.map((Section, index) => (
        <HydrateSeparately key={index}>
          <Section />
        </HydrateSeparately>
      ))}
    </>
  );
}
