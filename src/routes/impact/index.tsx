import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { ImpactPage } from '../../features/impact/impact-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/')({
  head: () => pageHead({ ...pageMeta['/impact'], path: '/impact' }),
  component: ImpactPage,
});
