import { Button, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { annualReportTeaser } from '../../content/impact';
import classes from './impact.module.css';

export function AnnualReportTeaser() {
  return (
    <section aria-labelledby="annual-report" className={classes.teaser}>
      <Title order={2} id="annual-report" mb="xs">
        {annualReportTeaser.heading}
      </Title>
      <Text size="lg" mb="md">
        {annualReportTeaser.text}
      </Text>
      <Button component={Link} to={annualReportTeaser.to} size="md">
        {annualReportTeaser.linkLabel}
      </Button>
    </section>
  );
}
