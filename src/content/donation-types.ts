/** Apart from donations.ts, so Paystack's settings and the receipt check a type without downloading its texts. */
export const DONATION_TYPES = ['education', 'community-development', 'mission'] as const;

export type DonationType = (typeof DONATION_TYPES)[number];

/** Narrows the /donate/{donationType} parameter; an unknown type simply highlights no card. */
export const isDonationType = (value: string): value is DonationType =>
  (DONATION_TYPES as readonly string[]).includes(value);
