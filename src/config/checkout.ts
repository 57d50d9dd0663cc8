/**
 * Hosted card-checkout links, one per donation option (for example a Stripe Payment Link or a
 * Paystack payment page, created in the provider's dashboard in test mode first). The provider's
 * page takes the payment and then returns the donor to /donate/success; that redirect is set in
 * the provider's dashboard, not here. An option without a link simply has no card button.
 */
import type { DonationType } from '../content/donations';

export type CheckoutLinks = Partial<Record<DonationType, string>>;

export const CHECKOUT_ENV_KEYS: Record<DonationType, string> = {
  education: 'VITE_CHECKOUT_URL_EDUCATION',
  'community-development': 'VITE_CHECKOUT_URL_COMMUNITY_DEVELOPMENT',
  mission: 'VITE_CHECKOUT_URL_MISSION',
};

/** Card details must only ever be typed on an encrypted page, so anything but https is ignored. */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Pure, so tests can feed it any environment. */
export function parseCheckoutLinks(raw: Record<string, unknown>): CheckoutLinks {
  const links: CheckoutLinks = {};
  for (const [type, key] of Object.entries(CHECKOUT_ENV_KEYS) as [DonationType, string][]) {
    const url = httpsUrl(raw[key]);
    if (url !== undefined) links[type] = url;
  }
  return links;
}

export const checkoutLinks: CheckoutLinks = parseCheckoutLinks(import.meta.env);
