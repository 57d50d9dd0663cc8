import { describe, expect, it } from 'vitest';
import type { PaystackConfig } from '../../../config/paystack';
import { donationOptions, onlineGiftLimits } from '../../../content/donations';
import { checkGift, toSubunits } from './gift-form';
import { GIFT_ERRORS } from './give-online-texts';

const config: PaystackConfig = {
  publicKey: 'pk_test_abc',
  scriptUrl: 'https://js.paystack.co/v2/inline.js',
  currencies: ['NGN', 'USD'],
  monthlyPlans: { education: { NGN: { code: 'PLN_edungn', amount: 7500 } }, 'community-development': {}, mission: {} },
};

const education = donationOptions.education;
const firstGift = education.suggestedGifts[0];

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('checking a gift', () => {
  it('takes a suggested gift in the currency chosen', () => {
    const naira = checkGift(form({ currency: 'NGN', gift: '0', email: 'ada@example.org' }), education, config);
    expect(naira).toEqual({
      ok: true,
      choice: {
        program: 'education',
        currency: 'NGN',
        amount: firstGift?.amountNgn,
        frequency: 'once',
        email: 'ada@example.org',
      },
    });
    const dollars = checkGift(form({ currency: 'USD', gift: '0', email: 'ada@example.org' }), education, config);
    expect(dollars.ok && dollars.choice.amount).toBe(firstGift?.amountUsd);
  });

  it('takes another amount as typed, forgiving grouping commas and spaces', () => {
    const result = checkGift(
      form({ currency: 'NGN', gift: 'other', otherAmount: ' 12,500.5 ', email: 'ada@example.org' }),
      education,
      config,
    );
    expect(result.ok && result.choice.amount).toBe(12_500.5);
  });

  it('uses naira when the form offers no choice of currency', () => {
    const nairaOnly: PaystackConfig = { ...config, currencies: ['NGN'] };
    const result = checkGift(form({ gift: '1', email: 'ada@example.org' }), education, nairaOnly);
    expect(result.ok && result.choice).toMatchObject({
      currency: 'NGN',
      amount: education.suggestedGifts[1]?.amountNgn,
    });
  });

  it("makes a monthly gift subscribe to the program's plan in that currency, for the plan's amount only", () => {
    const amountChoices: Record<string, string>[] = [{ gift: '0' }, { gift: 'other', otherAmount: '123456' }, {}];
    for (const amountFields of amountChoices) {
      const result = checkGift(
        form({ currency: 'NGN', ...amountFields, frequency: 'monthly', email: 'ada@example.org' }),
        education,
        config,
      );
      expect(result.ok && result.choice).toMatchObject({ frequency: 'monthly', planCode: 'PLN_edungn', amount: 7500 });
    }
  });

  it('refuses a currency this site does not take instead of charging in another one', () => {
    for (const currency of ['EUR', '']) {
      const result = checkGift(form({ currency, gift: '0', email: 'ada@example.org' }), education, config);
      expect(result).toEqual({ ok: false, errors: { currency: GIFT_ERRORS.currencyUnknown } });
    }
    const nairaOnly: PaystackConfig = { ...config, currencies: ['NGN'] };
    const dollars = checkGift(form({ currency: 'USD', gift: '0', email: 'ada@example.org' }), education, nairaOnly);
    expect(dollars.ok ? undefined : dollars.errors.currency).toBe(GIFT_ERRORS.currencyUnknown);
  });

  it('never sends Monthly where the program has no plan in that currency', () => {
    const result = checkGift(
      form({ currency: 'USD', gift: '0', frequency: 'monthly', email: 'ada@example.org' }),
      education,
      config,
    );
    expect(result.ok && result.choice.frequency).toBe('once');
    expect(result.ok && result.choice.planCode).toBeUndefined();
  });

  it('names every problem at once', () => {
    expect(checkGift(form({ currency: 'NGN', email: '' }), education, config)).toEqual({
      ok: false,
      errors: { gift: GIFT_ERRORS.giftMissing, email: GIFT_ERRORS.emailMissing },
    });
    expect(
      checkGift(form({ currency: 'USD', gift: 'other', otherAmount: '', email: 'ada@' }), education, config),
    ).toEqual({
      ok: false,
      errors: { otherAmount: GIFT_ERRORS.otherMissing, email: GIFT_ERRORS.emailInvalid },
    });
  });

  it('refuses another amount that is not a sum of money it can take, saying why', () => {
    const other = (otherAmount: string, currency = 'NGN') => {
      const result = checkGift(form({ currency, gift: 'other', otherAmount, email: 'a@b.co' }), education, config);
      return result.ok ? undefined : result.errors.otherAmount;
    };
    expect(other('five thousand')).toBe(GIFT_ERRORS.otherNotNumber);
    expect(other('-500')).toBe(GIFT_ERRORS.otherNotNumber);
    expect(other('100.505')).toBe(GIFT_ERRORS.otherTooManyDecimals);
    expect(other(String(onlineGiftLimits.NGN.min - 1))).toMatch(/^The smallest gift we can take online is ₦/);
    expect(other(String(onlineGiftLimits.USD.max + 1), 'USD')).toMatch(/^Online gifts can be up to \$/);
    expect(other(String(onlineGiftLimits.NGN.min))).toBeUndefined();
  });

  it('ignores a gift position the card does not have', () => {
    const result = checkGift(form({ currency: 'NGN', gift: '99', email: 'a@b.co' }), education, config);
    expect(result.ok ? undefined : result.errors.gift).toBe(GIFT_ERRORS.giftMissing);
  });
});

describe('amounts for Paystack', () => {
  it('are whole kobo or cents, without floating-point slips', () => {
    expect(toSubunits(20_000)).toBe(2_000_000);
    expect(toSubunits(19.99)).toBe(1999);
    expect(toSubunits(1_500.5)).toBe(150_050);
  });
});
