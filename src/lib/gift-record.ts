import { GIFT_CURRENCIES } from '../config/paystack';
import { isDonationType } from '../content/donation-types';
import type { GiftReceiptRecord } from '../shared/gift-records';

/** The fields every gift record has, checked as the contract names them: null when one is not. */
export function toGiftReceiptRecord(data: Record<string, unknown>): GiftReceiptRecord | null {
  const { status, amount, currency, program, frequency, paidAt } = data;
  if (status !== 'confirmed' && status !== 'failed') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  const knownCurrency = GIFT_CURRENCIES.find((each) => each === currency);
  if (!knownCurrency || typeof program !== 'string' || !isDonationType(program)) return null;
  if (frequency !== 'once' && frequency !== 'monthly') return null;
  if (typeof paidAt !== 'string' || Number.isNaN(Date.parse(paidAt))) return null;
  return { status, amount, currency: knownCurrency, program, frequency, paidAt };
}
