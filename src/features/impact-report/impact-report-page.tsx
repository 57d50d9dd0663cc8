import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { impactReport, reportDownloadStub } from '../../content/impact-report';
import { FinancialOverview } from './financial-overview';
import { ReportHighlights } from './report-highlights';
import classes from './impact-report.module.css';
import { needsScript } from '../../lib/early-presses/no-script';

export function ImpactReportPage() {
  const { year, title, intro, highlights, financials, futureGoals } = impactReport;
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <div>
          <Button
            component={Link}
            to="/impact"
            variant="subtle"
            mb="md"
            leftSection={<span aria-hidden="true">←</span>}
          >
            Back to Impact
          </Button>
          <Title order={1} mb="sm">
            {title}
          </Title>
          <Text size="lg" maw="65ch">
            {intro}
          </Text>
        </div>
        <ReportHighlights year={year} highlights={highlights} />
        <FinancialOverview year={year} financials={financials} />
        <section aria-labelledby="future-goals">
          <Title order={2} id="future-goals" mb="md">
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
        <Group>
          <Button size="md" onClick={() => window.alert(reportDownloadStub.alertText)} {...needsScript}>
            {reportDownloadStub.buttonLabel}
          </Button>
          <Button component={Link} to="/contact" size="md" variant="outline">
            Contact for More Information
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
