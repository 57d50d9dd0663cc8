// Checks start close together and slow down. Past three and a half minutes Paystack is retrying a failed webhook (for
// hours): the page stops rather than spend a prepaid phone's data.
import { isGiftReference, type GiftReceiptRecord } from '../../../shared/gift-records';

export const RECEIPT_CHECK_DELAYS_MS: readonly number[] = [
  2_000, 3_000, 5_000, 8_000, 13_000, 21_000, 30_000, 30_000, 30_000, 30_000, 30_000,
];

export type ReceiptView =
  /** No reference at all: the spec's plain thank-you (a gift by bank transfer comes here too). */
  | { kind: 'none' }
  /** Not a reference of ours, or one the server still does not know after waiting: no amount. */
  | { kind: 'unknown'; reference?: string }
  | { kind: 'waiting'; reference: string }
  | { kind: 'offline'; reference: string }
  | { kind: 'confirmed' | 'failed'; reference: string; record: GiftReceiptRecord };

export function firstView(reference: unknown): ReceiptView {
  if (reference === undefined || reference === '') return { kind: 'none' };
  return isGiftReference(reference) ? { kind: 'waiting', reference } : { kind: 'unknown' };
}

export type CheckResult =
  { kind: 'found'; record: GiftReceiptRecord } | { kind: 'missing' } | { kind: 'unreachable'; online: boolean };

/** What to show after check number `attempt` (0 for the first), and when to check again, if at all. */
export function afterCheck(
  reference: string,
  attempt: number,
  result: CheckResult,
): { view: ReceiptView; retryInMs?: number } {
  if (result.kind === 'found') return { view: { kind: result.record.status, reference, record: result.record } };
  // Offline: no timer; the browser's `online` event starts the checks again.
  if (result.kind === 'unreachable' && !result.online) return { view: { kind: 'offline', reference } };
  const retryInMs = RECEIPT_CHECK_DELAYS_MS[attempt];
  if (retryInMs === undefined) return { view: { kind: 'unknown', reference } };
  return { view: { kind: 'waiting', reference }, retryInMs };
}
