import { formatMoney } from '../../lib/money-format';

/** "$4,000,000" and "80%": whole dollars and percents, as the report publishes them. */
export const formatUsd = (amount: number): string => formatMoney(Math.round(amount), 'USD');
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;
