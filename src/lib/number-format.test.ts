import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';
import { formatNumber } from './number-format';
import { site } from '../config/site';

describe('the site number format', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(50_000)).toBe('50,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(67)).toBe('67');
  });

  it('writes naira with the naira sign and dollars with the dollar sign, not "US$"', () => {
    expect(formatMoney(20_000, 'NGN')).toBe('₦20,000');
    expect(formatMoney(50, 'USD')).toBe('$50');
    expect(formatMoney(4_000_000, 'USD')).toBe('$4,000,000');
  });

  it('shows kobo and cents only when an amount has them, always with two digits', () => {
    expect(formatMoney(1_500.5, 'NGN')).toBe('₦1,500.50');
    expect(formatMoney(12.05, 'USD')).toBe('$12.05');
    expect(formatMoney(100, 'NGN')).toBe('₦100');
  });

  it("writes what Intl writes for the site's locale, without loading Intl in the page", () => {
    const values = [0, 7, 67, 999, 1_000, 12_345.678, 1_000_000, 2_500_000.5, 0.125, -4_200];
    const plain = new Intl.NumberFormat(site.locale);
    for (const value of values) expect(formatNumber(value)).toBe(plain.format(value));
    const naira = (digits: number) =>
      new Intl.NumberFormat(site.locale, {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    for (const value of [5_000, 1_500.5, 20_000, 99.99, 3_000_000]) {
      expect(formatMoney(value, 'NGN')).toBe(naira(Number.isInteger(value) ? 0 : 2).format(value));
    }
  });
});
