import { createFileRoute } from '@tanstack/react-router';
import { ImpactPage } from '../../features/impact/impact-page';
import { staticPageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/')({
  head: () => staticPageHead('/impact'),
  component: ImpactPage,
});
