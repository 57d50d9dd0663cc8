/**
 * What the Give online form asks, read from the form itself and checked before Paystack is called.
 * Pure (no React), so the rules are tested without a browser. The form's fields are uncontrolled:
 * what a visitor chose or typed before the app arrived is what this reads.
 */
import { monthlyPlan, type GiftCurrency, type PaystackConfig } from '../../../config/paystack';
import { onlineGiftLimits, type DonationOption, type DonationType } from '../../../content/donations';
import { formatMoney } from '../../../lib/money-format';
import { GIFT_ERRORS } from './give-online-texts';

export type GiftFrequency = 'once' | 'monthly';

/** Field names of the form, shared by the component and this reader. */
export const GIFT_FIELD = {
  currency: 'currency',
  gift: 'gift',
  otherAmount: 'otherAmount',
  frequency: 'frequency',
  email: 'email',
} as const;

/** The value of the "Other amount" radio; the suggested gifts' values are their positions. */
export const OTHER_GIFT = 'other';

/** The fields that can be wrong, in the order they appear (the first one wrong gets the focus). */
export const CHECKED_FIELDS = ['gift', 'otherAmount', 'email'] as const;

export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type GiftErrors = Partial<Record<CheckedField, string>>;

export interface GiftChoice {
  program: DonationType;
  currency: GiftCurrency;
  /** In naira or dollars; may have kobo or cents. */
  amount: number;
  frequency: GiftFrequency;
  email: string;
  /** Set for a monthly gift: the Paystack plan of this program and currency. */
  planCode?: string;
}

export type GiftCheck = { ok: true; choice: GiftChoice } | { ok: false; errors: GiftErrors };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

const field = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The currency chosen, or the first one offered (the form shows no choice when there is only one). */
export function chosenCurrency(data: FormData, config: PaystackConfig): GiftCurrency {
  const value = field(data, GIFT_FIELD.currency);
  return config.currencies.find((currency) => currency === value) ?? config.currencies[0] ?? 'NGN';
}

/** The amount of a suggested gift in a currency. */
export function giftAmount(gift: DonationOption['suggestedGifts'][number], currency: GiftCurrency): number {
  return currency === 'NGN' ? gift.amountNgn : gift.amountUsd;
}

/** The typed amount: figures with an optional decimal part; grouping commas and spaces are forgiven. */
function checkOtherAmount(raw: string, currency: GiftCurrency): { amount: number } | { error: string } {
  const typed = raw.replace(/[,\s]/g, '');
  if (typed === '') return { error: GIFT_ERRORS.otherMissing };
  if (!AMOUNT_PATTERN.test(typed)) return { error: GIFT_ERRORS.otherNotNumber };
  if ((typed.split('.')[1]?.length ?? 0) > 2) return { error: GIFT_ERRORS.otherTooManyDecimals };
  const amount = Number(typed);
  const { min, max } = onlineGiftLimits[currency];
  if (amount < min) return { error: GIFT_ERRORS.otherTooSmall(formatMoney(min, currency)) };
  if (amount > max) return { error: GIFT_ERRORS.otherTooLarge(formatMoney(max, currency)) };
  return { amount };
}

/** Reads the form's answers and checks them, naming what is wrong with each field. */
export function checkGift(data: FormData, option: DonationOption, config: PaystackConfig): GiftCheck {
  const errors: GiftErrors = {};
  const currency = chosenCurrency(data, config);

  let amount: number | undefined;
  const gift = field(data, GIFT_FIELD.gift);
  if (gift === OTHER_GIFT) {
    const other = checkOtherAmount(field(data, GIFT_FIELD.otherAmount), currency);
    if ('error' in other) errors.otherAmount = other.error;
    else amount = other.amount;
  } else {
    const suggested = /^\d+$/.test(gift) ? option.suggestedGifts[Number(gift)] : undefined;
    if (suggested) amount = giftAmount(suggested, currency);
    else errors.gift = GIFT_ERRORS.giftMissing;
  }

  const email = field(data, GIFT_FIELD.email);
  if (email === '') errors.email = GIFT_ERRORS.emailMissing;
  else if (!EMAIL_PATTERN.test(email)) errors.email = GIFT_ERRORS.emailInvalid;

  if (amount === undefined || Object.keys(errors).length > 0) return { ok: false, errors };

  // A Monthly choice left over from a currency that has a plan counts only where one exists.
  const planCode =
    field(data, GIFT_FIELD.frequency) === 'monthly' ? monthlyPlan(config, option.type, currency) : undefined;
  const choice: GiftChoice = {
    program: option.type,
    currency,
    amount,
    frequency: planCode ? 'monthly' : 'once',
    email,
  };
  if (planCode) choice.planCode = planCode;
  return { ok: true, choice };
}

/** Kobo or cents, as Paystack takes amounts: rounded, because 19.99 * 100 is 1998.9999999999998. */
export function toSubunits(amount: number): number {
  return Math.round(amount * 100);
}
