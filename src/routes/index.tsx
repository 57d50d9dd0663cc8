import { createFileRoute } from '@tanstack/react-router';
import { HydrateSeparately } from '../components/hydrate-separately';
import { pageMeta } from '../content/page-titles';
import { LatestUpdates } from '../features/blog/latest-updates';
import { pageHead } from '../lib/page-head';
import { AboutCards } from './-home/about-cards';
import { GetInvolved } from './-home/get-involved';
import { ChaplaincyCarousel, GalleryCarousel } from './-home/home-carousels';
import { HomeHero } from './-home/home-hero';
import { ProgramCards } from './-home/program-cards';

export const Route = createFileRoute('/')({
  head: () => pageHead({ ...pageMeta['/'], path: '/' }),
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
      <HydrateSeparately>
        <ChaplaincyCarousel />
        <GalleryCarousel />
      </HydrateSeparately>
    </>
  );
}
