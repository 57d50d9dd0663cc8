import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '../../components/page-intro';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/programs/')({
  head: () =>
    pageHead({
      title: 'Our Programs',
      description: 'Education, community development, and mission and evangelism programs.',
      path: '/programs',
    }),
  component: () => <PageIntro title="Our Programs" />,
});
