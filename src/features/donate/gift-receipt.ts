/**
 * What /donate/success shows after Paystack's onSuccess: the reference, the amount and the program,
 * carried in the address (?reference=T…&amount=…) so a reload or a bookmark keeps them. Nothing
 * here is secret or personal (no e-mail address), and the page shows it as text only. An address
 * with anything missing or odd shows the plain thank-you, as the spec has it.
 */
import { GIFT_CURRENCIES, type GiftCurrency } from '../../config/paystack';
import { isDonationType, type DonationType } from '../../content/donation-types';
import type { GiftFrequency } from './give-online/gift-form';
import type { SuccessSearch } from './success-search';

export interface GiftReceipt {
  /** Paystack's transaction reference. */
  reference: string;
  /** In kobo or cents, as Paystack counts it. */
  amount: number;
  currency: GiftCurrency;
  program: DonationType;
  frequency: GiftFrequency;
}

/** Paystack's references: letters, figures and - . = only. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** The router reads `?amount=3000` as a number, but an address typed by hand may hold text. */
function subunits(value: unknown): number | undefined {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/** The receipt in the address, or null when anything is missing or odd. */
export function receiptFrom(search: SuccessSearch): GiftReceipt | null {
  const { reference, currency, program, frequency } = search;
  const amount = subunits(search.amount);
  if (typeof reference !== 'string' || !REFERENCE.test(reference) || amount === undefined) return null;
  const knownCurrency = GIFT_CURRENCIES.find((candidate) => candidate === currency);
  if (!knownCurrency || typeof program !== 'string' || !isDonationType(program)) return null;
  return {
    reference,
    amount,
    currency: knownCurrency,
    program,
    frequency: frequency === 'monthly' ? 'monthly' : 'once',
  };
}

/** The address's search for a receipt (the inverse of receiptFrom). */
export function receiptSearch(receipt: GiftReceipt): SuccessSearch {
  return { ...receipt };
}
