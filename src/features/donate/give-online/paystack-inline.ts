/**
 * The part of Paystack's Inline v2 script (https://js.paystack.co/v2/inline.js) the site uses:
 * `new PaystackPop().newTransaction({...})` and `resumeTransaction(accessCode, callbacks)`. The script defines `window.PaystackPop`; its types are
 * written here from Paystack's documentation instead of installing @paystack/inline-js, whose
 * bundled copy of the script we must not ship (production loads Paystack's own, on demand).
 */
import type { GiftCurrency } from '../../../config/paystack';

/** What onSuccess receives: the reference is the one to quote to Paystack and to the charity. */
export interface PaystackSuccess {
  id?: number;
  reference: string;
  message?: string;
}

export interface PaystackTransactionOptions {
  /** The public key (pk_…). */
  key: string;
  email: string;
  /** In the currency's smallest unit: kobo or cents. */
  amount: number;
  currency: GiftCurrency;
  metadata: Record<string, unknown>;
  /** Ours (gift-attempt.ts): Paystack refuses a second transaction with one it has seen. */
  reference: string;
  /** A plan made in Paystack's dashboard: the payment starts a subscription to it. */
  planCode?: string;
  onSuccess: (transaction: PaystackSuccess) => void;
  onCancel: () => void;
  /** Called when the transaction could not be loaded (an invalid key, an amount Paystack refuses). */
  onError?: (error: { message: string }) => void;
  /** The checkout is showing: `accessCode` resumes this same transaction later. */
  onLoad?: (loaded: { accessCode: string }) => void;
}

export type PaystackCallbacks = Pick<PaystackTransactionOptions, 'onSuccess' | 'onCancel' | 'onError' | 'onLoad'>;

export interface PaystackPopInstance {
  newTransaction: (options: PaystackTransactionOptions) => unknown;
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => unknown;
}

export type PaystackPopConstructor = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}
