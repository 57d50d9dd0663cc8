import { formatMoney } from '../../lib/money-format';

/** "$4,000,000": whole dollars, as the report publishes them. */
export function formatUsd(amount: number): string {
  return formatMoney(Math.round(amount), 'USD');
}

/** "80%": whole percent; the report's shares need no decimals. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}
