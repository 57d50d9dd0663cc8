import { createFileRoute } from '@tanstack/react-router';
import { isDonationType } from '../../content/donation-types';
import { pageMeta } from '../../content/page-titles';
import { DonatePage } from '../../features/donate/donate-page';
import { pageHead } from '../../lib/page-head';

/**
 * The spec's "same donate screen" with the chosen option highlighted. An unknown type shows the
 * plain Donate page (no card highlighted) rather than an error: the visitor came here to give.
 * Every variant names /donate as its canonical URL, since they are one page to search engines.
 */
export const Route = createFileRoute('/donate/$donationType')({
  // The donation texts load with this head rather than with every page's first download.
  head: async ({ params }) => {
    const meta = pageMeta['/donate'];
    const donations = await import('../../content/donations');
    if (!donations.isDonationType(params.donationType)) return pageHead({ ...meta, path: '/donate' });
    const option = donations.donationOptions[params.donationType];
    return pageHead({ title: `Donate to ${option.title}`, description: option.description, path: '/donate' });
  },
  component: DonateTypePage,
});

function DonateTypePage() {
  const { donationType } = Route.useParams();
  return <DonatePage selected={isDonationType(donationType) ? donationType : undefined} />;
}
