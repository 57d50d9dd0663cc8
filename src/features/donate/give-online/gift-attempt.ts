// Paystack refuses a reference it has seen, so a retry of an unsettled attempt resumes it: no gift is charged twice.
// sessionStorage outlives a reload, yet leaves nothing on a shared phone once the tab closes.
import { GIFT_REFERENCE_PATTERN } from '../../../shared/gift-records';

export const GIFT_ATTEMPT_KEY = 'hh-gift-attempt';

/** RFC 4648's base 32 alphabet in lower case. */
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

interface KeptAttempt {
  reference: string;
  accessCode?: string;
  /** The gift the attempt is for (giftKey): a different gift is a new attempt, never a resumed one. */
  gift: string;
}

function keptAttempt(): KeptAttempt | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(GIFT_ATTEMPT_KEY) ?? 'null') as Partial<KeptAttempt> | null;
    if (!kept || !GIFT_REFERENCE_PATTERN.test(kept.reference ?? '') || typeof kept.gift !== 'string') return undefined;
    return { reference: kept.reference ?? '', gift: kept.gift, accessCode: kept.accessCode };
  } catch {
    // Storage refused (a private mode, a sandboxed frame) or garbled: each press is a new attempt.
    return undefined;
  }
}

function keep(attempt: KeptAttempt): void {
  try {
    sessionStorage.setItem(GIFT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Full or refused: the attempt goes ahead; only a retry after a reload would start a new one.
  }
}

/** The unsettled attempt at this same gift, or a new one, kept until settleGiftAttempt. */
export function giftAttempt(gift: string): Omit<KeptAttempt, 'gift'> {
  const kept = keptAttempt();
  if (kept?.gift === gift) return { reference: kept.reference, accessCode: kept.accessCode };
  const reference = newGiftReference();
  keep({ reference, gift });
  return { reference };
}

export function rememberAccessCode(reference: string, accessCode: string): void {
  const kept = keptAttempt();
  if (kept?.reference === reference) keep({ ...kept, accessCode });
}

export function settleGiftAttempt(): void {
  try {
    sessionStorage.removeItem(GIFT_ATTEMPT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
