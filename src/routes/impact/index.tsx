import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/')({
  head: () =>
    pageHead({
      title: 'Our Impact',
      description: 'Scholarships, boreholes, mobile schools and leaders trained: our impact in figures and stories.',
      path: '/impact',
    }),
  component: () => <PageIntro title="Our Impact" />,
});
