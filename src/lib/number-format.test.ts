import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';
import { formatNumber } from './number-format';

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
});
