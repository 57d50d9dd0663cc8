// The server's receipt for a gift, read through Firestore's REST API: never what the address says.
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import type { RestDocument } from '../../../lib/firestore-rest/rest-values';
import { toGiftReceiptRecord } from '../../../lib/gift-record';
import { GIFT_RECEIPTS_COLLECTION, type GiftReceiptRecord } from '../../../shared/gift-records';

/** The record, or null when it is not one the contract describes (then nothing of it is shown). */
export function parseGiftReceipt(document: RestDocument): GiftReceiptRecord | null {
  const fields = document.fields ?? {};
  const text = (name: string): string | undefined => fields[name]?.stringValue ?? fields[name]?.timestampValue;
  return toGiftReceiptRecord({
    status: text('status'),
    // Firestore sends integers as text; doubles (never written by the function) are refused.
    amount: Number(fields['amount']?.integerValue),
    currency: text('currency'),
    program: text('program'),
    frequency: text('frequency'),
    paidAt: text('paidAt'),
  });
}

export async function readGiftReceipt(reference: string): Promise<GiftReceiptRecord | null> {
  const document = await getDocument(GIFT_RECEIPTS_COLLECTION, reference);
  return document ? parseGiftReceipt(document) : null;
}
