import { createFileRoute } from '@tanstack/react-router';
import { DonatePage } from '../../features/donate/donate-page';
import { staticPageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/')({
  head: () => staticPageHead('/donate'),
  component: () => <DonatePage />,
});
