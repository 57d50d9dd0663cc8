import '@mantine/core/styles/Table.css';
import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import { BarChart, type BarDatum } from '../../components/charts/bar-chart';
import {
  expenseLines,
  shareOfRevenue,
  surplus,
  totalExpenses,
  type ReportFinancials,
} from '../../content/impact-report';
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

/** The same sentence a sighted visitor reads off the chart. */
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
      <Title order={2} id="financial-overview" mb="md">
        Financial Overview
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Table captionSide="top" verticalSpacing="sm" striped>
          <caption>
            <Text span size="sm">
              Income and spending in {year}, in US dollars
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Share of revenue
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{formatUsd(row.amount)}</Table.Td>
                <Table.Td ta="right">{formatShare(row.share)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total expenses</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatUsd(spent)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatShare(ofRevenue(spent))}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Carried forward</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatUsd(remaining)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatShare(ofRevenue(remaining))}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <figure style={{ margin: 0 }}>
          <BarChart title={`How ${year} revenue was used`} description={chartDescription(rows)} bars={chartBars(rows)} />
          <Text component="figcaption" size="sm" mt="xs">
            Each bar shows an amount against total revenue; the table gives the same figures.
          </Text>
        </figure>
      </SimpleGrid>
    </section>
  );
}
