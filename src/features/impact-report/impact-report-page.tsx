import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Text, Title } from '../../components/ui/typography';
import { impactReport } from '../../content/impact-report';
import { reportPdf } from '../../content/report-pdf';
import { FinancialOverview } from './financial-overview';
import { ReportDownload } from './report-download';
import { ReportHighlights } from './report-highlights';
import classes from './impact-report.module.css';

export function ImpactReportPage() {
  const { year, title, intro, highlights, financials, futureGoals } = impactReport;
  return (
    <div className={containerClass('lg', layoutClasses.section)}>
      <div className={classNames(layoutClasses.stack, classes.page)}>
        <div>
          <div className={classes.back}>
            <Link to="/impact" className={buttonClass({ variant: 'subtle' })}>
              <span aria-hidden="true">←</span>
              Back to Impact
            </Link>
          </div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text size="lg" className={classes.intro}>
            {intro}
          </Text>
        </div>
        <ReportHighlights year={year} highlights={highlights} />
        <FinancialOverview year={year} financials={financials} />
        <section aria-labelledby="future-goals">
          <Title order={2} id="future-goals" className={classes.sectionTitle}>
            Future Goals
          </Title>
          <ul className={classes.goals}>
            {futureGoals.map((goal) => (
              <li key={goal}>
                <Text size="lg">{goal}</Text>
              </li>
            ))}
          </ul>
        </section>
        <div className={layoutClasses.group}>
          <ReportDownload pdf={reportPdf} />
          <Link to="/contact" className={buttonClass({ variant: 'outline', size: 'md' })}>
            Contact for More Information
          </Link>
        </div>
      </div>
    </div>
  );
}
