/** A donations/{reference} document as the dashboard trusts it: every field the contract names, checked. */
import { GIFT_CURRENCIES } from '../../config/paystack';
import { isDonationType } from '../../content/donation-types';
import { isGiftReference, type DonationRecord } from '../../shared/gift-records';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTime = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

export function toDonationRecord(data: Record<string, unknown>): DonationRecord | null {
  const { status, amount, currency, program, frequency, paidAt, reference, email, channel, recordedAt } = data;
  if (status !== 'confirmed' && status !== 'failed') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) return null;
  const knownCurrency = GIFT_CURRENCIES.find((each) => each === currency);
  if (!knownCurrency || !isText(program) || !isDonationType(program)) return null;
  if (frequency !== 'once' && frequency !== 'monthly') return null;
  if (!isTime(paidAt) || !isTime(recordedAt) || !isGiftReference(reference)) return null;
  if (!isText(email) || !isText(channel)) return null;
  return { status, amount, currency: knownCurrency, program, frequency, paidAt, reference, email, channel, recordedAt };
}
