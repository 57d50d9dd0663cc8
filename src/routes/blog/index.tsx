import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/blog/')({
  head: () => pageHead({ title: 'Blog', description: 'News and updates from our programs.', path: '/blog' }),
  component: () => <PageIntro title="Blog" />,
});
