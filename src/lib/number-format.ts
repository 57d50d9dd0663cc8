import { site } from '../config/site';

/**
 * The one number format of the site is the charity's locale (en-NG): "50,000" here, "₦20,000" and
 * "$50" in money-format.ts. A formatter is made on first use and kept: toLocaleString builds a new
 * one on every call (the count-up animations format a figure on every frame, forms on every
 * keystroke), and the first Intl object of a page costs about 10 ms on a slow phone, which pages
 * without numbers need not pay.
 */
let numbers: Intl.NumberFormat | undefined;

/** "1,234": grouped, as many decimals as the number has (up to three). */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(site.locale);
  return numbers.format(value);
}
