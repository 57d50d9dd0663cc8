import { createFileRoute } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { hydrateWhenNear } from '../components/hydrate-when-near';
import { LatestUpdates } from '../features/blog/latest-updates';
import { staticPageHead } from '../lib/page-head';
import { AboutCards } from './-home/about-cards';
import { GetInvolved } from './-home/get-involved';
import { HomeHero } from './-home/home-hero';
import { ProgramCards } from './-home/program-cards';

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

function HomePage() {
  return (
    <>
      <HomeHero />
      <HydrateSeparately>
        <AboutCards />
      </HydrateSeparately>
      <HydrateSeparately>
        <ProgramCards />
      </HydrateSeparately>
      <HydrateSeparately>
        <GetInvolved />
      </HydrateSeparately>
      <HydrateSeparately>
        <LatestUpdates />
      </HydrateSeparately>
      <HomeCarousels />
    </>
  );
}
