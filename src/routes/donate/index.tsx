import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/')({
  head: () =>
    pageHead({
      title: 'Donate',
      description: 'Support education, community development and mission: suggested gifts and bank details.',
      path: '/donate',
    }),
  component: () => <PageIntro title="Donate" />,
});
