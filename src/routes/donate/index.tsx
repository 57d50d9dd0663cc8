import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { DonatePage } from '../../features/donate/donate-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/')({
  head: () => pageHead({ ...pageMeta['/donate'], path: '/donate' }),
  component: () => <DonatePage />,
});
