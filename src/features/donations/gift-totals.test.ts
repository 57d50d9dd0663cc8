import { describe, expect, it } from 'vitest';
import type { DonationRecord } from '../../shared/gift-records';
import { giftTotals, periodStarts } from './gift-totals';

const gift = (paidAt: string, overrides: Partial<DonationRecord> = {}): DonationRecord => ({
  reference: `hh_${'a'.repeat(26)}`,
  status: 'confirmed',
  amount: 100_000,
  currency: 'NGN',
  program: 'education',
  frequency: 'once',
  paidAt,
  email: 'ada@example.org',
  channel: 'card',
  recordedAt: paidAt,
  ...overrides,
});

const now = new Date('2026-11-15T12:00:00Z');

describe("the dashboard's totals", () => {
  it("count months and years in Lagos's time, not UTC's", () => {
    expect(periodStarts(now)).toEqual({
      month: new Date('2026-10-31T23:00:00Z'),
      year: new Date('2025-12-31T23:00:00Z'),
    });
    // 00:30 on 1 January in Lagos is still 31 December in UTC: already the new year.
    expect(periodStarts(new Date('2025-12-31T23:30:00Z')).year).toEqual(new Date('2025-12-31T23:00:00Z'));
  });

  it('add confirmed gifts per program and currency for this month and this year, never mixing currencies', () => {
    const rows = giftTotals(
      [
        gift('2026-11-02T09:00:00Z'),
        gift('2026-10-31T23:30:00Z', { amount: 50_000 }), // 1 November in Lagos
        gift('2026-10-31T22:30:00Z', { amount: 7 }), // 31 October in Lagos: this year only
        gift('2026-03-01T10:00:00Z', { amount: 2_000, currency: 'USD' }),
        gift('2026-11-03T10:00:00Z', { amount: 1_500, currency: 'USD', program: 'mission' }),
        gift('2026-11-04T10:00:00Z', { amount: 999_999, status: 'failed' }),
        gift('2025-12-31T22:59:59Z', { amount: 888_888 }), // last year in Lagos
      ],
      now,
    );
    expect(rows).toEqual([
      { program: 'education', currency: 'NGN', month: 150_000, year: 150_007, gifts: 3 },
      { program: 'education', currency: 'USD', month: 0, year: 2_000, gifts: 1 },
      { program: 'mission', currency: 'USD', month: 1_500, year: 1_500, gifts: 1 },
    ]);
  });

  it('are empty without confirmed gifts this year', () => {
    expect(giftTotals([gift('2026-11-02T09:00:00Z', { status: 'failed' })], now)).toEqual([]);
  });
});
