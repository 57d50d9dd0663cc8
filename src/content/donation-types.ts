/**
 * The three kinds of gift, as they appear in /donate/{donationType}. Kept apart from donations.ts
 * (which carries the Donate page's texts from content/donations.json) so the Paystack settings and
 * the thank-you page's receipt can check a type without downloading those texts.
 */
export const DONATION_TYPES = ['education', 'community-development', 'mission'] as const;

export type DonationType = (typeof DONATION_TYPES)[number];

/** Narrows the /donate/{donationType} parameter; an unknown type simply highlights no card. */
export function isDonationType(value: string): value is DonationType {
  return (DONATION_TYPES as readonly string[]).includes(value);
}
