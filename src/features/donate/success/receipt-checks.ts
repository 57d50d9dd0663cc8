/**
 * How the thank-you page waits for the server's record of a gift. Paystack calls our webhook within
 * seconds of a charge, and the function verifies it and writes the receipt in about a second more, so
 * the checks start close together and slow down: 2, 3, 5, 8, 13 and 21 seconds, then every 30 seconds,
 * about three and a half minutes in all (17 requests at most). Past that, Paystack is retrying a
 * webhook that failed (every few minutes, for hours): the page stops asking and says to look again
 * later, rather than spend a prepaid phone's data on a tab left open.
 */
import { isGiftReference, type GiftReceiptRecord } from '../../../shared/gift-records';

export const RECEIPT_CHECK_DELAYS_MS: readonly number[] = [
  2_000, 3_000, 5_000, 8_000, 13_000, 21_000, 30_000, 30_000, 30_000, 30_000, 30_000,
];

/** What the page shows about the gift in its address. */
export type ReceiptView =
  /** No reference at all: the spec's plain thank-you (a gift by bank transfer comes here too). */
  | { kind: 'none' }
  /** Not a reference of ours, or one the server still does not know after waiting: no amount. */
  | { kind: 'unknown'; reference?: string }
  | { kind: 'waiting'; reference: string }
  /** No connection: the page checks again when it comes back. */
  | { kind: 'offline'; reference: string }
  | { kind: 'confirmed' | 'failed'; reference: string; record: GiftReceiptRecord };

/** Before the first answer. */
export function firstView(reference: unknown): ReceiptView {
  if (reference === undefined || reference === '') return { kind: 'none' };
  return isGiftReference(reference) ? { kind: 'waiting', reference } : { kind: 'unknown' };
}

/** One read of giftReceipts/{reference}: found, not (yet) there, or no answer. */
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
