/**
 * The donations as a CSV file that opens cleanly in Excel, LibreOffice and Google Sheets: UTF-8 with a
 * byte order mark (without it Excel reads ₦ and accented names as Latin-1), CRLF line ends (RFC 4180),
 * ISO 8601 dates, amounts in naira or dollars with two decimals (never kobo or cents), one currency
 * column, fields quoted where they hold a comma, a quote or a line break. A field a donor typed that
 * starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it as text instead
 * of running it. Written here: the format is this small, and a CSV library would not know that guard.
 */
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
export function mainUnits(subunits: number): string {
  return `${Math.trunc(subunits / 100)}.${String(subunits % 100).padStart(2, '0')}`;
}

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

/** donations-2026-11-29.csv */
export const csvFileName = (now: Date): string => `donations-${now.toISOString().slice(0, 10)}.csv`;
