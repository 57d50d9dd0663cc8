import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { DonationSuccess } from '../../features/donate/donation-success';
import { pageHead } from '../../lib/page-head';
import { MantineScope } from '../../components/mantine-scope';

export const Route = createFileRoute('/donate/success')({
  head: () => {
    const head = pageHead({ ...pageMeta['/donate/success'], path: '/donate/success' });
    // Reached only after giving: keep it out of search results (it is also left out of the sitemap).
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: () => (
    <MantineScope>
      <DonationSuccess />
    </MantineScope>
  ),
});
