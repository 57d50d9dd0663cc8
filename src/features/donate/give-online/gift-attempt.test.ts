import { afterEach, describe, expect, it } from 'vitest';
import { isGiftReference } from '../../../shared/gift-records';
import { GIFT_ATTEMPT_KEY, giftAttemptReference, newGiftReference, settleGiftAttempt } from './gift-attempt';

afterEach(() => sessionStorage.clear());

describe('a reference for an attempt to give', () => {
  it("has the contract's shape and is different every time", () => {
    const references = Array.from({ length: 200 }, () => newGiftReference());
    for (const reference of references) expect(isGiftReference(reference)).toBe(true);
    expect(new Set(references).size).toBe(references.length);
  });

  it('carries all 128 random bits: bytes that differ in their last bit give different references', () => {
    const zeros = newGiftReference((bytes) => bytes.fill(0));
    const lastBit = newGiftReference((bytes) => {
      bytes.fill(0);
      bytes[15] = 1;
    });
    const ones = newGiftReference((bytes) => bytes.fill(255));
    expect(zeros).toBe(`hh_${'a'.repeat(26)}`);
    expect(lastBit).not.toBe(zeros);
    expect(isGiftReference(lastBit)).toBe(true);
    expect(isGiftReference(ones)).toBe(true);
  });

  it('is kept for every retry until the attempt settles, then a new one is made', () => {
    const first = giftAttemptReference();
    expect(giftAttemptReference()).toBe(first);
    expect(sessionStorage.getItem(GIFT_ATTEMPT_KEY)).toBe(first);
    settleGiftAttempt();
    const second = giftAttemptReference();
    expect(second).not.toBe(first);
    expect(giftAttemptReference()).toBe(second);
  });

  it('replaces a kept value that is not a reference of ours', () => {
    sessionStorage.setItem(GIFT_ATTEMPT_KEY, 'T123456789012345');
    expect(isGiftReference(giftAttemptReference())).toBe(true);
  });
});
