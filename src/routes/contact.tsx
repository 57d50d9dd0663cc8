import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-intro';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description: 'Send us a message or find our phone number and e-mail address.',
      path: '/contact',
    }),
  component: () => <PageIntro title="Contact Us" />,
});
