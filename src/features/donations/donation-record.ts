/** A donations/{reference} document as the dashboard trusts it: every field the contract names, checked. */
import { toGiftReceiptRecord } from '../../lib/gift-record';
import { isGiftReference, type DonationRecord } from '../../shared/gift-records';

export function toDonationRecord(data: Record<string, unknown>): DonationRecord | null {
  const gift = toGiftReceiptRecord(data);
  const { reference, email, channel, recordedAt } = data;
  if (!gift || typeof email !== 'string' || typeof channel !== 'string' || !isGiftReference(reference)) return null;
  if (typeof recordedAt !== 'string' || Number.isNaN(Date.parse(recordedAt))) return null;
  return { ...gift, reference, email, channel, recordedAt };
}
