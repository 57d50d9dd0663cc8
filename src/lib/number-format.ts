import { groupDigits } from './digit-grouping';

/**
 * The one number format of the site is the charity's locale (en-NG): "50,000" here, "₦20,000" and
 * "$50" in money-format.ts, both written by digit-grouping.ts (why not Intl: see there).
 */

/** "1,234": grouped, as many decimals as the number has (up to three). */
export function formatNumber(value: number): string {
  return groupDigits(value, 0, 3);
}
