import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { classNames } from '../../components/ui/class-names';
import { containerClass, layoutClasses } from '../../components/ui/layout';
import { Grid } from '../../components/ui/grid';
import { Text, Title } from '../../components/ui/typography';
import { impactReport } from '../../content/impact-report';
import { reportPdf } from '../../content/report-pdf';
import { formatFigure } from '../../content/types';
import { FinancialOverview } from './financial-overview';
import { ReportDownload } from './report-download';
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
        <section aria-labelledby="report-highlights">
          <Title order={2} id="report-highlights" className={classes.sectionTitle}>
            {year} Highlights
          </Title>
          <Grid as="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.plainList}>
            {highlights.map((figure) => (
              <li key={figure.label} className={classes.highlight}>
                <span className={classes.figure}>{formatFigure(figure)}</span>{' '}
                <span className={classes.figureLabel}>{figure.label}</span>
              </li>
            ))}
          </Grid>
        </section>
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
