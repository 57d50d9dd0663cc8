// The part of Paystack's Inline v2 script (https://js.paystack.co/v2/inline.js) the site uses, typed from its
// documentation: @paystack/inline-js bundles a copy of the script we must not ship (we load Paystack's own).
import type { GiftCurrency } from '../../../config/paystack';

export interface PaystackTransactionOptions {
  key: string;
  email: string;
  /** In the currency's smallest unit: kobo or cents. */
  amount: number;
  currency: GiftCurrency;
  metadata: Record<string, unknown>;
  reference: string;
  /** A plan made in Paystack's dashboard: the payment starts a subscription to it. */
  planCode?: string;
  onSuccess: (transaction: { id?: number; reference: string; message?: string }) => void;
  onCancel: () => void;
  onError?: (error: { message: string }) => void;
  /** The checkout is showing: `accessCode` resumes this same transaction later. */
  onLoad?: (loaded: { accessCode: string }) => void;
}

export type PaystackCallbacks = Pick<PaystackTransactionOptions, 'onSuccess' | 'onCancel' | 'onError' | 'onLoad'>;

export type PaystackPopConstructor = new () => {
  newTransaction: (options: PaystackTransactionOptions) => unknown;
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => unknown;
};

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}
