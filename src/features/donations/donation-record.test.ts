import { describe, expect, it } from 'vitest';
import { toDonationRecord } from './donation-record';

const valid = {
  reference: 'hh_abcdefghijklmnopqrstuvwxyz',
  status: 'confirmed',
  amount: 500_000,
  currency: 'NGN',
  program: 'mission',
  frequency: 'once',
  paidAt: '2026-11-28T10:15:00.000Z',
  email: 'ada@example.org',
  channel: 'card',
  recordedAt: '2026-11-28T10:15:02.000Z',
};

describe('a donation document', () => {
  it('is read as the record the function wrote', () => {
    expect(toDonationRecord(valid)).toEqual(valid);
  });

  it('is left out when a field is missing or is not what the contract says', () => {
    for (const broken of [
      { ...valid, amount: 5000.5 },
      { ...valid, amount: '500000' },
      { ...valid, currency: 'GBP' },
      { ...valid, program: 'other' },
      { ...valid, status: 'pending' },
      { ...valid, reference: 'T123' },
      { ...valid, paidAt: 'soon' },
      { ...valid, email: undefined },
    ]) {
      expect(toDonationRecord(broken)).toBeNull();
    }
  });
});
