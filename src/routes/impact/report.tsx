import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/report')({
  head: () =>
    pageHead({
      title: 'Annual Impact Report 2023',
      description: 'Highlights, finances and goals from our 2023 impact report.',
      path: '/impact/report',
    }),
  component: () => <PageIntro title="Annual Impact Report 2023" />,
});
