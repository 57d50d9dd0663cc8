// Months and years are the charity's, in Nigeria (UTC+1 all year, no daylight saving), not the phone's.
import type { GiftCurrency } from '../../config/paystack';
import type { DonationType } from '../../content/donation-types';
import type { DonationRecord } from '../../shared/gift-records';

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

export interface TotalRow {
  program: DonationType;
  currency: GiftCurrency;
  /** Kobo or cents. */
  month: number;
  year: number;
  gifts: number;
}

export function periodStarts(now: Date): { month: Date; year: Date } {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const year = lagos.getUTCFullYear();
  return {
    month: new Date(Date.UTC(year, lagos.getUTCMonth(), 1) - LAGOS_OFFSET_MS),
    year: new Date(Date.UTC(year, 0, 1) - LAGOS_OFFSET_MS),
  };
}

export function giftTotals(records: readonly DonationRecord[], now: Date): TotalRow[] {
  const starts = periodStarts(now);
  const rows = new Map<string, TotalRow>();
  for (const record of records) {
    const paid = Date.parse(record.paidAt);
    if (record.status !== 'confirmed' || paid < starts.year.getTime() || paid > now.getTime()) continue;
    const key = `${record.program} ${record.currency}`;
    const row = rows.get(key) ?? { program: record.program, currency: record.currency, month: 0, year: 0, gifts: 0 };
    row.year += record.amount;
    row.gifts += 1;
    if (paid >= starts.month.getTime()) row.month += record.amount;
    rows.set(key, row);
  }
  return [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}
