import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { DoubleTransaction } from '../../../scripts/stack/paystack-double';
import { parseEnv, STACK_MODE } from '../../../src/config/env-schema';
import type { GiftCurrency, PaystackConfig } from '../../../src/config/paystack';
import { LOCAL_PORTS, localUrl } from '../../../src/config/local-stack';
import type { DonationOption } from '../../../src/content/donations';
import { formatMoney } from '../../../src/lib/money-format';

/**
 * Give online on the local stack, whose Paystack double (scripts/stack/paystack-double.ts) records
 * what each newTransaction sent it. Tests run in parallel against one double, so each uses an e-mail
 * address of its own and reads only its own transactions.
 */
const DOUBLE = localUrl(LOCAL_PORTS.paystack);

/** The settings the test build was made with: the local stack's (no VITE_ variables). */
export const localPaystack = (): PaystackConfig => {
  const config = parseEnv({}, STACK_MODE).paystack;
  if (!config) throw new Error('The local stack has no Paystack settings.');
  return config;
};

export const uniqueEmail = (): string => `donor-${randomUUID().slice(0, 8)}@example.org`;

/** What the double received from newTransaction for this e-mail address, oldest first. */
export async function transactionsFor(email: string): Promise<DoubleTransaction[]> {
  const response = await fetch(`${DOUBLE}/paystack/__transactions?email=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as DoubleTransaction[];
}

/** Requests to Paystack's script or API, or to the local double of either. */
export const isPaystackRequest = (url: string): boolean =>
  url.startsWith(DOUBLE) || /^https:\/\/[^/]*paystack\.(co|com)\//.test(url);

export const giveOnlineForm = (page: Page, option: DonationOption) =>
  page.getByRole('form', { name: `Give online to ${option.title}` });

/** The double's checkout, shown in place of Paystack's. */
export const doubleCheckout = (page: Page) => page.getByRole('dialog', { name: 'Paystack test double' });

export const CURRENCY_LABEL: Record<GiftCurrency, string> = { NGN: 'Naira (₦)', USD: 'US dollars ($)' };

export const OTHER_AMOUNT_LABEL: Record<GiftCurrency, string> = {
  NGN: 'Other amount in naira (₦)',
  USD: 'Other amount in US dollars ($)',
};

/** A suggested gift's radio button is named by its amount, "₦75,000" or "$50". */
export const amountName = (amount: number, currency: GiftCurrency): string => formatMoney(amount, currency);
