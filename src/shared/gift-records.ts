/**
 * The contract between the site, the Cloud Functions (functions/) and the Firestore rules for gifts
 * given online. The webhook function is the only writer; both collections are keyed by our own
 * reference for the attempt, so a replayed event lands on the same document and writes one gift.
 *
 * - `giftReceipts/{reference}`: what the donor's thank-you page may read by its unguessable reference
 *   (get only, never list). It holds no e-mail address or anything else personal.
 * - `donations/{reference}`: the whole record, read by administrators only.
 *
 * No DOM, no React, no Node: the page and the functions both import this module.
 */
export const GIFT_RECEIPTS_COLLECTION = 'giftReceipts';
export const DONATIONS_COLLECTION = 'donations';

/** `confirmed`: Paystack's Verify agreed that the money arrived. `failed`: a charge or renewal did not go through. */
export type GiftStatus = 'confirmed' | 'failed';

export type GiftFrequencyRecord = 'once' | 'monthly';

export interface GiftReceiptRecord {
  status: GiftStatus;
  /** In kobo or cents, as Paystack counts it: what was actually charged, never what a page asked for. */
  amount: number;
  currency: 'NGN' | 'USD';
  program: 'education' | 'community-development' | 'mission';
  frequency: GiftFrequencyRecord;
  /** ISO 8601, from Paystack's `paid_at` (or the failure's time). */
  paidAt: string;
}

export interface DonationRecord extends GiftReceiptRecord {
  reference: string;
  email: string;
  /** Paystack's channel: card, bank, ussd, bank_transfer, … */
  channel: string;
  /** ISO 8601, when the function wrote it. */
  recordedAt: string;
}

/**
 * Our reference for one attempt: `hh_` and 26 letters and figures from 16 random bytes (base 32),
 * made with crypto.getRandomValues, so nobody can guess another donor's receipt address.
 */
export const GIFT_REFERENCE_PATTERN = /^hh_[a-z2-7]{26}$/;

export function isGiftReference(value: unknown): value is string {
  return typeof value === 'string' && GIFT_REFERENCE_PATTERN.test(value);
}
