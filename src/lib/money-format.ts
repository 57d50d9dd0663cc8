import { site } from '../config/site';

export type MoneyCurrency = 'NGN' | 'USD';

/** Made on first use and kept, for the reasons in number-format.ts. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "₦20,000", "$50", "₦1,500.50": in the site's locale (en-NG) with the currency's own symbol (not
 * en-NG's "US$"), whole amounts without decimals and any other amount with both of its kobo or
 * cent digits.
 */
export function formatMoney(amount: number, currency: MoneyCurrency): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole ? 'whole' : 'cents'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(site.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
