import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-intro';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description: 'Who we are, our mission, vision, values and journey.',
      path: '/about',
    }),
  component: () => <PageIntro title="About Us" />,
});
