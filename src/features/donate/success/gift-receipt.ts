// The server's receipt for a gift, read through Firestore's REST API: never what the address says.
import { GIFT_CURRENCIES } from '../../../config/paystack';
import { isDonationType } from '../../../content/donation-types';
import { getDocument } from '../../../lib/firestore-rest/firestore-rest';
import type { RestDocument, RestValue } from '../../../lib/firestore-rest/rest-values';
import { GIFT_RECEIPTS_COLLECTION, type GiftReceiptRecord } from '../../../shared/gift-records';

const text = (value: RestValue | undefined): string | undefined => value?.stringValue ?? value?.timestampValue;

/** Firestore sends integers as text; doubles (never written by the function) are refused. */
function subunits(value: RestValue | undefined): number | undefined {
  const amount = Number(value?.integerValue);
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

/** The record, or null when it is not one the contract describes (then nothing of it is shown). */
export function parseGiftReceipt(document: RestDocument): GiftReceiptRecord | null {
  const fields = document.fields ?? {};
  const status = text(fields['status']);
  const amount = subunits(fields['amount']);
  const currency = GIFT_CURRENCIES.find((each) => each === text(fields['currency']));
  const program = text(fields['program']);
  const frequency = text(fields['frequency']);
  const paidAt = text(fields['paidAt']);
  if (status !== 'confirmed' && status !== 'failed') return null;
  if (amount === undefined || !currency || !program || !isDonationType(program)) return null;
  if (frequency !== 'once' && frequency !== 'monthly') return null;
  if (paidAt === undefined || Number.isNaN(Date.parse(paidAt))) return null;
  return { status, amount, currency, program, frequency, paidAt };
}

export async function readGiftReceipt(reference: string): Promise<GiftReceiptRecord | null> {
  const document = await getDocument(GIFT_RECEIPTS_COLLECTION, reference);
  return document ? parseGiftReceipt(document) : null;
}
