import { describe, expect, it } from 'vitest';
import { receiptFrom, receiptSearch, type GiftReceipt } from './gift-receipt';

const receipt: GiftReceipt = {
  reference: 'T685312497105438',
  amount: 7_500_000,
  currency: 'NGN',
  program: 'education',
  frequency: 'monthly',
};

describe('the receipt on the success page', () => {
  it('comes back whole from the address it was put in', () => {
    expect(receiptFrom(receiptSearch(receipt))).toEqual(receipt);
  });

  it('reads the amount whether the router gives it as a number or as text', () => {
    const search = receiptSearch(receipt);
    expect(receiptFrom({ ...search, amount: '3000' })?.amount).toBe(3000);
    expect(receiptFrom({ ...search, amount: 3000 })?.amount).toBe(3000);
    expect(receiptFrom({ ...search, amount: '-5' })).toBeNull();
    expect(receiptFrom({ ...search, amount: 12.5 })).toBeNull();
    expect(receiptFrom({ ...search, amount: [3000] })).toBeNull();
  });

  it('is left out, leaving the plain thank-you, when the address lacks a part or has an odd one', () => {
    const search = receiptSearch(receipt);
    expect(receiptFrom({})).toBeNull();
    expect(receiptFrom({ ...search, reference: undefined })).toBeNull();
    expect(receiptFrom({ ...search, reference: '<script>' })).toBeNull();
    expect(receiptFrom({ ...search, reference: 123 })).toBeNull();
    expect(receiptFrom({ ...search, amount: undefined })).toBeNull();
    expect(receiptFrom({ ...search, currency: 'EUR' })).toBeNull();
    expect(receiptFrom({ ...search, program: 'no-such-program' })).toBeNull();
  });

  it('counts anything but "monthly" as a single gift', () => {
    expect(receiptFrom({ ...receiptSearch(receipt), frequency: 'weekly' })?.frequency).toBe('once');
  });
});
