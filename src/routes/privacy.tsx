import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../components/page-intro';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ title: 'Privacy Policy', description: 'How we handle your information.', path: '/privacy' }),
  component: () => <PageIntro title="Privacy Policy" />,
});
