import { groupDigits } from './digit-grouping';

type MoneyCurrency = 'NGN' | 'USD';

/** The currency's own symbol, not en-NG's "US$" for dollars. */
const SYMBOLS: Readonly<Record<MoneyCurrency, string>> = { NGN: '₦', USD: '$' };

/** "₦20,000", "$50", "₦1,500.50": whole amounts without decimals, any other with both digits. */
export function formatMoney(amount: number, currency: MoneyCurrency): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const text = groupDigits(Math.abs(amount), digits, digits);
  return `${amount < 0 ? '-' : ''}${SYMBOLS[currency]}${text}`;
}
