import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-intro';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ title: 'Terms of Use', description: 'The terms for using this website.', path: '/terms' }),
  component: () => <PageIntro title="Terms of Use" />,
});
