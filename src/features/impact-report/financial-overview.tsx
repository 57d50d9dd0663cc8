import { BarChart, type BarDatum } from '../../components/charts/bar-chart';
import { Grid } from '../../components/ui/grid';
import { Title } from '../../components/ui/typography';
import {
  expenseLines,
  shareOfRevenue,
  surplus,
  totalExpenses,
  type ReportFinancials,
} from '../../content/impact-report';
import classes from './impact-report.module.css';
import { formatShare, formatUsd } from './report-format';

interface Row {
  label: string;
  amount: number;
  share: number;
}

function rowsOf(financials: ReportFinancials): Row[] {
  return [
    { label: 'Total revenue', amount: financials.totalRevenue, share: 1 },
    ...expenseLines.map((line) => ({
      label: line.label,
      amount: financials[line.key],
      share: shareOfRevenue(financials, line.key),
    })),
  ];
}

function chartBars(rows: readonly Row[]): BarDatum[] {
  return rows.map((row, index) => ({
    label: row.label,
    value: row.amount,
    valueText: index === 0 ? formatUsd(row.amount) : `${formatUsd(row.amount)} (${formatShare(row.share)})`,
    tone: index === 0 ? 'total' : 'part',
  }));
}

function chartDescription(rows: readonly Row[]): string {
  const [revenue, ...expenses] = rows;
  const parts = expenses.map((row) => `${row.label}, ${formatUsd(row.amount)} (${formatShare(row.share)} of revenue)`);
  return `Total revenue ${formatUsd(revenue?.amount ?? 0)}. ${parts.join('; ')}.`;
}

export function FinancialOverview({ year, financials }: { year: number; financials: ReportFinancials }) {
  const rows = rowsOf(financials);
  const spent = totalExpenses(financials);
  const remaining = surplus(financials);
  const ofRevenue = (amount: number) => (financials.totalRevenue === 0 ? 0 : amount / financials.totalRevenue);

  return (
    <section aria-labelledby="financial-overview">
      <Title order={2} id="financial-overview" className={classes.sectionTitle}>
        Financial Overview
      </Title>
      <Grid cols={{ base: 1, md: 2 }} spacing="xl">
        <table className={classes.table}>
          <caption>Income and spending in {year}, in US dollars</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
              <th scope="col">Share of revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatUsd(row.amount)}</td>
                <td>{formatShare(row.share)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total expenses</th>
              <td>{formatUsd(spent)}</td>
              <td>{formatShare(ofRevenue(spent))}</td>
            </tr>
            <tr>
              <th scope="row">Carried forward</th>
              <td>{formatUsd(remaining)}</td>
              <td>{formatShare(ofRevenue(remaining))}</td>
            </tr>
          </tfoot>
        </table>
        <figure className={classes.chart}>
          <BarChart
            title={`How ${year} revenue was used`}
            description={chartDescription(rows)}
            bars={chartBars(rows)}
          />
          <figcaption className={classes.chartCaption}>
            Each bar shows an amount against total revenue; the table gives the same figures.
          </figcaption>
        </figure>
      </Grid>
    </section>
  );
}
