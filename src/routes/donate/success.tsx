import { createFileRoute } from '@tanstack/react-router';
import { DonationSuccess } from '../../features/donate/donation-success';
import { parseSuccessSearch } from '../../features/donate/success-search';
import { noIndex, staticPageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/success')({
  // Only our reference for the gift, put there by Give online; the page asks the server about it.
  validateSearch: parseSuccessSearch,
  // Reached only after giving: keep it out of search results (it is also left out of the sitemap).
  head: () => noIndex(staticPageHead('/donate/success')),
  component: SuccessPage,
});

function SuccessPage() {
  return <DonationSuccess reference={Route.useSearch().reference} />;
}
