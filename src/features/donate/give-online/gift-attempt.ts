/**
 * Our own reference for each attempt to give online, passed to Paystack as the transaction's
 * reference, and the access code Paystack answers it with. Paystack refuses a second transaction with
 * a reference it has seen ("Duplicate Transaction Reference"), so a retry of an unsettled attempt (the
 * connection dropped, the tab was reloaded) resumes the same transaction with Inline's
 * resumeTransaction(accessCode) instead: the same gift is never charged twice. A new attempt starts
 * once the last has settled (paid, cancelled, refused) or when the donor changes the gift itself.
 *
 * Kept in sessionStorage, not localStorage: an attempt belongs to the tab its checkout opened in. The
 * tab's storage survives a reload and Android discarding a background tab, which is when a retry
 * happens; a second tab giving a second gift on purpose gets its own attempt, and nothing about a gift
 * stays on a shared phone after the tab is closed.
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
    // Storage refused (a private mode, a sandboxed frame): each press is a new attempt.
    return undefined;
  }
}

export interface GiftAttempt {
  reference: string;
  /** Set once Paystack's checkout has loaded for this attempt: what resumes it. */
  accessCode?: string;
}

interface KeptAttempt extends GiftAttempt {
  /** The gift the attempt is for (giftKey): a different gift is a new attempt, never a resumed one. */
  gift: string;
}

function keptAttempt(): KeptAttempt | undefined {
  try {
    const kept = JSON.parse(storage()?.getItem(GIFT_ATTEMPT_KEY) ?? 'null') as Partial<KeptAttempt> | null;
    if (!kept || !GIFT_REFERENCE_PATTERN.test(kept.reference ?? '') || typeof kept.gift !== 'string') return undefined;
    return {
      reference: kept.reference ?? '',
      gift: kept.gift,
      ...(kept.accessCode ? { accessCode: kept.accessCode } : {}),
    };
  } catch {
    return undefined;
  }
}

function keep(attempt: KeptAttempt): void {
  try {
    storage()?.setItem(GIFT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Full or refused: the attempt goes ahead; only a retry after a reload would start a new one.
  }
}

/** The unsettled attempt at this same gift, or a new one, kept until settleGiftAttempt. */
export function giftAttempt(gift: string): GiftAttempt {
  const kept = keptAttempt();
  if (kept?.gift === gift)
    return { reference: kept.reference, ...(kept.accessCode ? { accessCode: kept.accessCode } : {}) };
  const reference = newGiftReference();
  keep({ reference, gift });
  return { reference };
}

/** Paystack's checkout has loaded the attempt: a retry resumes it by this code. */
export function rememberAccessCode(reference: string, accessCode: string): void {
  const kept = keptAttempt();
  if (kept?.reference === reference) keep({ ...kept, accessCode });
}

/** The attempt has an outcome (paid, cancelled or refused): the next press starts a new one. */
export function settleGiftAttempt(): void {
  storage()?.removeItem(GIFT_ATTEMPT_KEY);
}
