import { SimpleGrid, Text, Title } from '@mantine/core';
import { formatFigure, type Figure } from '../../content/types';
import classes from './impact-report.module.css';

export function ReportHighlights({ year, highlights }: { year: number; highlights: readonly Figure[] }) {
  return (
    <section aria-labelledby="report-highlights">
      <Title order={2} id="report-highlights" mb="md">
        {year} Highlights
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.plainList}>
        {highlights.map((figure) => (
          <li key={figure.label} className={classes.highlight}>
            <Text span className={classes.figure}>
              {formatFigure(figure)}
            </Text>{' '}
            <Text span size="lg">
              {figure.label}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
