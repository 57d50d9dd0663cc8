import { Grid } from '../../components/ui/grid';
import { Title } from '../../components/ui/typography';
import { formatFigure, type Figure } from '../../content/types';
import classes from './impact-report.module.css';

export function ReportHighlights({ year, highlights }: { year: number; highlights: readonly Figure[] }) {
  return (
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
  );
}
