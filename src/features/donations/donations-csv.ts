// A byte order mark (else Excel reads ₦ as Latin-1), CRLF line ends (RFC 4180), and an apostrophe before a formula-like
// field (= + - @) so a spreadsheet never runs it: a guard a CSV library would not know.
import { donationOptions } from '../../content/donations';
import type { DonationRecord } from '../../shared/gift-records';

export const CSV_COLUMNS = [
  'Paid at',
  'Reference',
  'Program',
  'Frequency',
  'Status',
  'Amount',
  'Currency',
  'E-mail',
  'Channel',
  'Recorded at',
] as const;

const BOM = '\uFEFF';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 2500050 kobo is "25000.50": figures only, so every spreadsheet reads it as a number. */
export const mainUnits = (subunits: number): string =>
  `${Math.trunc(subunits / 100)}.${String(subunits % 100).padStart(2, '0')}`;

export function donationsCsv(records: readonly DonationRecord[]): string {
  const rows = records.map((record) => [
    record.paidAt,
    record.reference,
    donationOptions[record.program].title,
    record.frequency,
    record.status,
    mainUnits(record.amount),
    record.currency,
    record.email,
    record.channel,
    record.recordedAt,
  ]);
  return BOM + [[...CSV_COLUMNS], ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const csvFileName = (now: Date): string => `donations-${now.toISOString().slice(0, 10)}.csv`;
