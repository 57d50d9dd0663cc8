import { describe, expect, it } from 'vitest';
import { donationOptions } from '../../content/donations';
import type { DonationRecord } from '../../shared/gift-records';
import { CSV_COLUMNS, csvFileName, donationsCsv, mainUnits } from './donations-csv';

const gift = (overrides: Partial<DonationRecord>): DonationRecord => ({
  reference: 'hh_abcdefghijklmnopqrstuvwxyz',
  status: 'confirmed',
  amount: 2_500_050,
  currency: 'NGN',
  program: 'community-development',
  frequency: 'once',
  paidAt: '2026-11-28T10:15:00.000Z',
  email: 'ada@example.org',
  channel: 'card',
  recordedAt: '2026-11-28T10:15:02.000Z',
  ...overrides,
});

/** The rows as a spreadsheet reads them: RFC 4180's quoting undone. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv.charAt(index);
    if (quoted && char === '"' && csv.charAt(index + 1) === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && csv.charAt(index + 1) === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('the donations CSV file', () => {
  it('starts with a byte order mark, has one header row, and ends every line with CRLF', () => {
    const csv = donationsCsv([gift({})]);
    expect(csv.startsWith('\uFEFFPaid at,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parse(csv.slice(1))[0]).toEqual([...CSV_COLUMNS]);
  });

  it('gives ISO dates, amounts in naira and dollars with two decimals and the currency in its own column', () => {
    const rows = parse(
      donationsCsv([gift({}), gift({ amount: 1999, currency: 'USD', frequency: 'monthly', status: 'failed' })]).slice(
        1,
      ),
    );
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    expect(rows[1]?.[column('Paid at')]).toBe('2026-11-28T10:15:00.000Z');
    expect(rows[1]?.[column('Amount')]).toBe('25000.50');
    expect(rows[1]?.[column('Currency')]).toBe('NGN');
    expect(rows[1]?.[column('Program')]).toBe(donationOptions['community-development'].title);
    expect(rows[2]?.[column('Amount')]).toBe('19.99');
    expect(rows[2]?.[column('Currency')]).toBe('USD');
    expect(rows[2]?.[column('Frequency')]).toBe('monthly');
    expect(rows[2]?.[column('Status')]).toBe('failed');
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
  });

  it('quotes commas, quotes and line breaks, and keeps a formula a donor typed from running', () => {
    const rows = parse(
      donationsCsv([gift({ email: '=HYPERLINK("http://x.example","a,b")@x.org', channel: 'bank\ntransfer' })]).slice(1),
    );
    const email = rows[1]?.[CSV_COLUMNS.indexOf('E-mail')];
    expect(email).toBe(`'=HYPERLINK("http://x.example","a,b")@x.org`);
    expect(rows[1]?.[CSV_COLUMNS.indexOf('Channel')]).toBe('bank\ntransfer');
    expect(rows[1]).toHaveLength(CSV_COLUMNS.length);
  });

  it('writes whole kobo and cents as units without floating-point slips', () => {
    expect(mainUnits(0)).toBe('0.00');
    expect(mainUnits(5)).toBe('0.05');
    expect(mainUnits(100)).toBe('1.00');
    expect(mainUnits(1_000_000_001)).toBe('10000000.01');
  });

  it('is named after the day it was made', () => {
    expect(csvFileName(new Date('2026-11-29T08:00:00Z'))).toBe('donations-2026-11-29.csv');
  });
});
