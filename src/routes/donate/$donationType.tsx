import { createFileRoute } from '@tanstack/react-router';
import { isDonationType } from '../../content/donation-types';
import { DonatePage } from '../../features/donate/donate-page';
import { pageHead, staticPageHead } from '../../lib/page-head';

/** An unknown type shows the plain Donate page (the visitor came to give); every variant's canonical URL is /donate. */
export const Route = createFileRoute('/donate/$donationType')({
  // The donation texts load with this head rather than with every page's first download.
  head: async ({ params }) => {
    const donations = await import('../../content/donations');
    if (!donations.isDonationType(params.donationType)) return staticPageHead('/donate');
    const option = donations.donationOptions[params.donationType];
    return pageHead({ title: `Donate to ${option.title}`, description: option.description, path: '/donate' });
  },
  component: DonateTypePage,
});

function DonateTypePage() {
  const { donationType } = Route.useParams();
  return <DonatePage selected={isDonationType(donationType) ? donationType : undefined} />;
}
