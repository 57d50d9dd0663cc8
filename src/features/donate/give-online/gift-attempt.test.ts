import { afterEach, describe, expect, it } from 'vitest';
import { isGiftReference } from '../../../shared/gift-records';
import { GIFT_ATTEMPT_KEY, giftAttempt, newGiftReference, rememberAccessCode, settleGiftAttempt } from './gift-attempt';

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

  it('is kept for every retry of the same gift until the attempt settles, then a new one is made', () => {
    const first = giftAttempt('education NGN 5000');
    expect(giftAttempt('education NGN 5000')).toEqual(first);
    settleGiftAttempt();
    const second = giftAttempt('education NGN 5000');
    expect(second.reference).not.toBe(first.reference);
    expect(giftAttempt('education NGN 5000')).toEqual(second);
  });

  it('resumes by the access code Paystack gave the attempt, and only that attempt', () => {
    const { reference } = giftAttempt('education NGN 5000');
    rememberAccessCode('hh_someoneelsesattemptxxxxxx', 'wrong');
    expect(giftAttempt('education NGN 5000')).toEqual({ reference });
    rememberAccessCode(reference, 'access-1');
    expect(giftAttempt('education NGN 5000')).toEqual({ reference, accessCode: 'access-1' });
  });

  it('starts a new attempt when the donor changes the gift: a resumed checkout would charge the old one', () => {
    const { reference } = giftAttempt('education NGN 5000');
    rememberAccessCode(reference, 'access-1');
    const changed = giftAttempt('education NGN 7000');
    expect(changed.reference).not.toBe(reference);
    expect(changed.accessCode).toBeUndefined();
  });

  it('replaces a kept value that is not an attempt of ours', () => {
    for (const kept of ['T123456789012345', '{"reference":"T1","gift":"x"}', '{']) {
      sessionStorage.setItem(GIFT_ATTEMPT_KEY, kept);
      expect(isGiftReference(giftAttempt('x').reference)).toBe(true);
    }
  });
});
