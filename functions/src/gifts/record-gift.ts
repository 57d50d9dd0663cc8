import type { Firestore } from 'firebase-admin/firestore';
import {
  DONATIONS_COLLECTION,
  GIFT_RECEIPTS_COLLECTION,
  type DonationRecord,
  type GiftReceiptRecord,
} from '../../../src/shared/gift-records';

/**
 * Which program each Paystack plan pays for, learnt from a subscription's first payment (whose
 * metadata the donate form filled): a renewal's charge carries the plan but not the form's metadata.
 * Private to the functions (the rules close it to every client).
 */
export const GIFT_PLANS_COLLECTION = 'giftPlans';

/** The public receipt: the donation record without the e-mail address, the channel or our bookkeeping. */
export function receiptOf(donation: DonationRecord): GiftReceiptRecord {
  const { status, amount, currency, program, frequency, paidAt } = donation;
  return { status, amount, currency, program, frequency, paidAt };
}

/**
 * Writes donations/{reference} and giftReceipts/{reference} unless the gift is already recorded, in
 * one transaction, so an event delivered twice (Paystack retries until it gets a 200, and may send
 * one event twice at once) records one gift. Resolves true only for the call that wrote it: that call,
 * and no other, sends the receipt.
 */
export async function recordGiftOnce(db: Firestore, donation: DonationRecord): Promise<boolean> {
  const donationRef = db.collection(DONATIONS_COLLECTION).doc(donation.reference);
  const receiptRef = db.collection(GIFT_RECEIPTS_COLLECTION).doc(donation.reference);
  return db.runTransaction(async (transaction) => {
    const existing = await transaction.get(donationRef);
    if (existing.exists) return false;
    transaction.create(donationRef, donation);
    transaction.create(receiptRef, receiptOf(donation));
    return true;
  });
}

export async function rememberPlanProgram(
  db: Firestore,
  planCode: string,
  program: GiftReceiptRecord['program'],
): Promise<void> {
  await db.collection(GIFT_PLANS_COLLECTION).doc(planCode).set({ program });
}

export async function programOfPlan(
  db: Firestore,
  planCode: string,
): Promise<GiftReceiptRecord['program'] | undefined> {
  const snapshot = await db.collection(GIFT_PLANS_COLLECTION).doc(planCode).get();
  const program: unknown = snapshot.get('program');
  return program === 'education' || program === 'community-development' || program === 'mission' ? program : undefined;
}
