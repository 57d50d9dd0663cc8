/**
 * The contract between the site, the Cloud Functions and the Firestore rules for gifts given online.
 * The webhook is the only writer; both collections are keyed by our reference for the attempt, so a
 * replayed event writes one gift. `giftReceipts` is read by the thank-you page by its unguessable
 * reference (get only) and holds nothing personal; `donations`, the whole record, by administrators only.
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
  channel: string;
  /** ISO 8601. */
  recordedAt: string;
}

/** 16 random bytes in base 32, so nobody can guess another donor's receipt address. */
export const GIFT_REFERENCE_PATTERN = /^hh_[a-z2-7]{26}$/;

export function isGiftReference(value: unknown): value is string {
  return typeof value === 'string' && GIFT_REFERENCE_PATTERN.test(value);
}
