import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/donate/success')({
  head: () =>
    pageHead({
      title: 'Thank You for Your Donation',
      description: 'Thank you for supporting our work.',
      path: '/donate/success',
    }),
  component: () => <PageIntro title="Thank You for Your Donation" />,
});
