import { createFileRoute } from '@tanstack/react-router';
import { pageMeta } from '../../content/page-titles';
import { ImpactReportPage } from '../../features/impact-report/impact-report-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/report')({
  head: () => pageHead({ ...pageMeta['/impact/report'], path: '/impact/report' }),
  component: ImpactReportPage,
});
