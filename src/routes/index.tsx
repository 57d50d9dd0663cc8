import { createFileRoute } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { hydrateWhenNear } from '../components/hydrate-when-near';
import { LatestUpdates } from '../features/blog/latest-updates';
import { staticPageHead } from '../lib/page-head';
import { AboutCards, GetInvolved, HomeHero, ProgramCards } from './-home/home-sections';

// The last part of the page, and the only one with a slideshow: its code waits until it is near.
const HomeCarousels = hydrateWhenNear(
  'home-carousels',
  () => import('./-home/home-carousels'),
  (module) => module.HomeCarousels,
);

export const Route = createFileRoute('/')({
  head: () => staticPageHead('/'),
  component: HomePage,
});

const SECTIONS = [AboutCards, ProgramCards, GetInvolved, LatestUpdates];

function HomePage() {
  return (
    <>
      <HomeHero />
      {SECTIONS.map((Section, index) => (
        <HydrateSeparately key={index}>
          <Section />
        </HydrateSeparately>
      ))}
      <HomeCarousels />
    </>
  );
}
