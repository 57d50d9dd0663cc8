import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button-class';
import { Text, Title } from '../../components/ui/typography';
import { annualReportTeaser } from '../../content/impact';
import classes from './impact.module.css';

export function AnnualReportTeaser() {
  return (
    <section aria-labelledby="annual-report" className={classes.teaser}>
      <Title order={2} id="annual-report" className={classes.sectionTitleTight}>
        {annualReportTeaser.heading}
      </Title>
      <Text size="lg" className={classes.teaserText}>
        {annualReportTeaser.text}
      </Text>
      <Link to={annualReportTeaser.to} className={buttonClass({ size: 'md' })}>
        {annualReportTeaser.linkLabel}
      </Link>
    </section>
  );
}
