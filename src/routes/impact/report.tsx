import { createFileRoute } from '@tanstack/react-router';
import { ImpactReportPage } from '../../features/impact-report/impact-report-page';
import { staticPageHead } from '../../lib/page-head';

export const Route = createFileRoute('/impact/report')({
  head: () => staticPageHead('/impact/report'),
  component: ImpactReportPage,
});
