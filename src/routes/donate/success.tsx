import { createFileRoute } from '@tanstack/react-router';
import { DonationSuccess } from '../../features/donate/donation-success';
import { parseSuccessSearch } from '../../features/donate/success-search';
import { staticPageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/success')({
  // Only our reference for the gift, put there by Give online; the page asks the server about it.
  validateSearch: parseSuccessSearch,
  head: () => {
    const head = staticPageHead('/donate/success');
    // Reached only after giving: keep it out of search results (it is also left out of the sitemap).
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: SuccessPage,
});

function SuccessPage() {
  return <DonationSuccess reference={Route.useSearch().reference} />;
}
