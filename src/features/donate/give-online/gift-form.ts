import { monthlyPlan, type GiftCurrency, type PaystackConfig } from '../../../config/paystack';
import { onlineGiftLimits, type DonationOption, type DonationType } from '../../../content/donations';
import { formText } from '../../../lib/form-text';
import { formatMoney } from '../../../lib/money-format';
import { GIFT_ERRORS } from './give-online-texts';

export const GIFT_FIELD = {
  currency: 'currency',
  gift: 'gift',
  otherAmount: 'otherAmount',
  frequency: 'frequency',
  email: 'email',
} as const;

export const OTHER_GIFT = 'other';

/** The fields that can be wrong, in the order they appear (the first one wrong gets the focus). */
export const CHECKED_FIELDS = ['currency', 'gift', 'otherAmount', 'email'] as const;

export type GiftErrors = Partial<Record<(typeof CHECKED_FIELDS)[number], string>>;

export interface GiftChoice {
  program: DonationType;
  currency: GiftCurrency;
  amount: number;
  frequency: 'once' | 'monthly';
  email: string;
  /** Set for a monthly gift: the Paystack plan of this program and currency. */
  planCode?: string;
}

type GiftCheck = { ok: true; choice: GiftChoice } | { ok: false; errors: GiftErrors };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

const field = (data: FormData, name: string): string => formText(data, name).trim();

// A currency this build does not take is undefined, never quietly another: ₦50 for a gift meant as $50.
function chosenCurrency(data: FormData, config: PaystackConfig): GiftCurrency | undefined {
  const value = field(data, GIFT_FIELD.currency);
  if (value === '' && config.currencies.length === 1) return config.currencies[0];
  return config.currencies.find((currency) => currency === value);
}

export const giftAmount = (gift: DonationOption['suggestedGifts'][number], currency: GiftCurrency): number =>
  currency === 'NGN' ? gift.amountNgn : gift.amountUsd;

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

function checkSingleGift(
  data: FormData,
  option: DonationOption,
  currency: GiftCurrency,
): { amount: number } | { errors: GiftErrors } {
  const gift = field(data, GIFT_FIELD.gift);
  if (gift === OTHER_GIFT) {
    const other = checkOtherAmount(field(data, GIFT_FIELD.otherAmount), currency);
    return 'error' in other ? { errors: { otherAmount: other.error } } : other;
  }
  const suggested = /^\d+$/.test(gift) ? option.suggestedGifts[Number(gift)] : undefined;
  return suggested ? { amount: giftAmount(suggested, currency) } : { errors: { gift: GIFT_ERRORS.giftMissing } };
}

// A monthly gift is the plan's own amount (Paystack charges that, whatever is sent), so the amount fields do not count.
export function checkGift(data: FormData, option: DonationOption, config: PaystackConfig): GiftCheck {
  let errors: GiftErrors = {};
  const currency = chosenCurrency(data, config);
  // A Monthly choice left over from a currency that has a plan counts only where one exists.
  const plan =
    currency && field(data, GIFT_FIELD.frequency) === 'monthly'
      ? monthlyPlan(config, option.type, currency)
      : undefined;

  let amount: number | undefined = plan?.amount;
  if (!currency) errors.currency = GIFT_ERRORS.currencyUnknown;
  else if (!plan) {
    const single = checkSingleGift(data, option, currency);
    if ('errors' in single) errors = { ...errors, ...single.errors };
    else amount = single.amount;
  }

  const email = field(data, GIFT_FIELD.email);
  if (email === '') errors.email = GIFT_ERRORS.emailMissing;
  else if (!EMAIL_PATTERN.test(email)) errors.email = GIFT_ERRORS.emailInvalid;

  if (!currency || amount === undefined || Object.keys(errors).length > 0) return { ok: false, errors };

  const frequency = plan ? 'monthly' : 'once';
  return { ok: true, choice: { program: option.type, currency, amount, frequency, email, planCode: plan?.code } };
}

/** Kobo or cents, as Paystack takes amounts: rounded, because 19.99 * 100 is 1998.9999999999998. */
export const toSubunits = (amount: number): number => Math.round(amount * 100);
