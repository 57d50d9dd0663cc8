// Mantine's styles come per component: without Table's, its scroll container does not scroll and the page grows wide.
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { donationOptions } from '../../content/donations';
import { formatDayAndTime } from '../../lib/day-format';
import { formatMoney } from '../../lib/money-format';
import type { DonationRecord } from '../../shared/gift-records';
import { readDonationsPage, readDonationsSince, type DonationsCursor } from './donations-api';
import { DonationsCsvButton } from './donations-csv-button';
import { giftTotals, periodStarts, type TotalRow } from './gift-totals';

const money = (subunits: number, currency: DonationRecord['currency']): string => formatMoney(subunits / 100, currency);

/** Native scrolling, so the container scrolls; focusable and named, for keyboards and screen readers. */
function ScrollingTable(props: {
  minWidth: number;
  label: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer type="native" minWidth={props.minWidth} tabIndex={0} role="region" aria-label={props.label}>
      <Table striped>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ rows }: { rows: TotalRow[] | 'loading' | 'failed' }) {
  if (rows === 'loading') return <Text c="gray.7">Adding up this year’s gifts…</Text>;
  if (rows === 'failed') return <Alert color="red">The totals could not be read. Reload the page to try again.</Alert>;
  if (rows.length === 0) return <Text>No confirmed gifts this year yet.</Text>;
  return (
    <ScrollingTable
      minWidth={420}
      label="Totals"
      caption="Confirmed gifts, by program and currency"
      columns={['Program', 'This month', 'This year', 'Gifts this year']}
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.program}-${row.currency}`}>
          <Table.Th scope="row">
            {donationOptions[row.program].title} ({row.currency})
          </Table.Th>
          <Table.Td>{money(row.month, row.currency)}</Table.Td>
          <Table.Td>{money(row.year, row.currency)}</Table.Td>
          <Table.Td>{row.gifts}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollingTable>
  );
}

function GiftsTable({ donations }: { donations: DonationRecord[] }) {
  return (
    <ScrollingTable
      minWidth={640}
      label="Gifts"
      caption="Newest gifts first"
      columns={['Paid', 'Amount', 'Program', 'Status', 'Donor', 'Reference']}
    >
      {donations.map((gift) => (
        <Table.Tr key={gift.reference}>
          <Table.Td>
            <time dateTime={gift.paidAt}>{formatDayAndTime(new Date(gift.paidAt))}</time>
          </Table.Td>
          <Table.Td>
            {money(gift.amount, gift.currency)}
            {gift.frequency === 'monthly' ? ' monthly' : ''}
          </Table.Td>
          <Table.Td>{donationOptions[gift.program].title}</Table.Td>
          <Table.Td>{gift.status === 'confirmed' ? 'Confirmed' : 'Not completed'}</Table.Td>
          <Table.Td>{gift.email}</Table.Td>
          <Table.Td>{gift.reference}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollingTable>
  );
}

type ListState = { status: 'loading' | 'ready' | 'failed'; donations: DonationRecord[]; next?: DonationsCursor };

export function DonationsPanel() {
  const [totals, setTotals] = useState<TotalRow[] | 'loading' | 'failed'>('loading');
  const [list, setList] = useState<ListState>({ status: 'loading', donations: [] });

  useEffect(() => {
    let current = true;
    const now = new Date();
    // A read that fails after the panel has gone (the administrator signed out meanwhile) is no one's concern.
    const failed = (message: string, show: () => void) => (error: unknown) => {
      if (!current) return;
      console.error(message, error);
      show();
    };
    readDonationsSince(periodStarts(now).year).then(
      (records) => current && setTotals(giftTotals(records, now)),
      failed('Could not add up the donations', () => setTotals('failed')),
    );
    readDonationsPage().then(
      (page) => current && setList({ status: 'ready', ...page }),
      failed('Could not list the donations', () => setList({ status: 'failed', donations: [] })),
    );
    return () => {
      current = false;
    };
  }, []);

  const showOlder = (): void => {
    const { donations, next } = list;
    setList({ status: 'loading', donations, next });
    readDonationsPage(next).then(
      (page) => setList({ status: 'ready', donations: [...donations, ...page.donations], next: page.next }),
      (error: unknown) => {
        console.error('Could not list older donations', error);
        setList({ status: 'failed', donations, next });
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="donations-title" withBorder p="md" mt="xl">
      <Stack>
        <Group justify="space-between" align="center">
          <Title order={2} id="donations-title">
            Donations
          </Title>
          <DonationsCsvButton />
        </Group>
        <Title order={3}>Totals</Title>
        <Totals rows={totals} />
        <Title order={3}>Gifts</Title>
        {list.donations.length > 0 && <GiftsTable donations={list.donations} />}
        {list.status === 'ready' && list.donations.length === 0 && <Text>No gifts have been recorded yet.</Text>}
        {list.status === 'failed' && (
          <Alert color="red">The gifts could not be read. Check the connection and try again.</Alert>
        )}
        {(list.next !== undefined || (list.status === 'failed' && list.donations.length > 0)) && (
          <Button variant="default" onClick={showOlder} loading={list.status === 'loading'}>
            Show older gifts
          </Button>
        )}
        <div role="status">{list.status === 'loading' ? 'Loading gifts…' : ''}</div>
      </Stack>
    </Paper>
  );
}
