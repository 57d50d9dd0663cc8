import { describe, expect, it } from 'vitest';
import type { RestDocument } from '../../../lib/firestore-rest/rest-values';
import { parseGiftReceipt } from './gift-receipt';

const document = (fields: RestDocument['fields']): RestDocument => ({
  name: 'projects/p/databases/(default)/documents/giftReceipts/hh_abcdefghijklmnopqrstuvwxyz',
  fields,
});

const valid = {
  status: { stringValue: 'confirmed' },
  amount: { integerValue: '7500000' },
  currency: { stringValue: 'NGN' },
  program: { stringValue: 'community-development' },
  frequency: { stringValue: 'monthly' },
  paidAt: { stringValue: '2026-11-28T10:15:00.000Z' },
};

describe("a gift receipt as Firestore's REST API sends it", () => {
  it('becomes the record the function wrote', () => {
    expect(parseGiftReceipt(document(valid))).toEqual({
      status: 'confirmed',
      amount: 7_500_000,
      currency: 'NGN',
      program: 'community-development',
      frequency: 'monthly',
      paidAt: '2026-11-28T10:15:00.000Z',
    });
    expect(parseGiftReceipt(document({ ...valid, paidAt: { timestampValue: '2026-11-28T10:15:00Z' } }))?.paidAt).toBe(
      '2026-11-28T10:15:00Z',
    );
  });

  it('is refused, and shows nothing, when any field is not what the contract says', () => {
    const broken: RestDocument['fields'][] = [
      {},
      { ...valid, status: { stringValue: 'pending' } },
      { ...valid, amount: { stringValue: '7500000' } },
      { ...valid, amount: { integerValue: '-1' } },
      { ...valid, currency: { stringValue: 'EUR' } },
      { ...valid, program: { stringValue: 'holidays' } },
      { ...valid, frequency: { stringValue: 'weekly' } },
      { ...valid, paidAt: { stringValue: 'yesterday' } },
    ];
    for (const fields of broken) expect(parseGiftReceipt(document(fields))).toBeNull();
  });
});
