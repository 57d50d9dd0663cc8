import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { DonationSuccess } from '../../features/donate/donation-success';
import { receiptFrom } from '../../features/donate/gift-receipt';
import { parseSuccessSearch } from '../../features/donate/success-search';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/success')({
  // Paystack's reference and the gift, put there by Give online (features/donate/gift-receipt.ts).
  validateSearch: parseSuccessSearch,
  head: () => {
    const head = pageHead({ ...pageMeta['/donate/success'], path: '/donate/success' });
    // Reached only after giving: keep it out of search results (it is also left out of the sitemap).
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: SuccessPage,
});

function SuccessPage() {
  return <DonationSuccess receipt={receiptFrom(Route.useSearch())} />;
}
