/**
 * Our own reference for each attempt to give online, passed to Paystack as the transaction's
 * reference. Paystack refuses a second transaction with a reference it has seen, so while one attempt
 * is unsettled (the connection dropped, the tab was reloaded, Paystack never answered) every retry
 * reuses it and the gift can never be charged twice. A new reference is made only once the attempt
 * has settled: paid, cancelled, or refused by Paystack.
 *
 * Kept in sessionStorage, not localStorage: an attempt belongs to the tab its checkout opened in. The
 * tab's storage survives a reload and Android discarding a background tab, which is when a retry
 * happens; a second tab giving a second gift on purpose gets its own reference rather than one
 * Paystack would refuse as a duplicate, and nothing about a gift stays on a shared phone after the tab
 * is closed.
 */
import { GIFT_REFERENCE_PATTERN } from '../../../shared/gift-records';

export const GIFT_ATTEMPT_KEY = 'hh-gift-attempt';

/** RFC 4648's base 32 alphabet in lower case: 32 symbols, 5 bits each. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `hh_` and 26 base 32 characters: the 128 bits of 16 random bytes (the last character carries 3). */
export function newGiftReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32.charAt((value >>> (bits - 5)) & 31);
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32.charAt((value << (5 - bits)) & 31);
  return `hh_${text}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a private mode, a sandboxed frame): each press makes a new reference.
    return undefined;
  }
}

/** The unsettled attempt's reference, or a new one, kept until settleGiftAttempt. */
export function giftAttemptReference(): string {
  const kept = storage()?.getItem(GIFT_ATTEMPT_KEY);
  if (kept && GIFT_REFERENCE_PATTERN.test(kept)) return kept;
  const reference = newGiftReference();
  try {
    storage()?.setItem(GIFT_ATTEMPT_KEY, reference);
  } catch {
    // Full or refused: the attempt goes ahead; only a retry after a reload would get a new reference.
  }
  return reference;
}

/** The attempt has an outcome (paid, cancelled or refused): the next press starts a new one. */
export function settleGiftAttempt(): void {
  storage()?.removeItem(GIFT_ATTEMPT_KEY);
}
