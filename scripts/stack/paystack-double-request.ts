import { parseObject } from './http-helpers';

/** newTransaction's options, checked as Paystack checks them and refused with its messages. */
export interface InlineRequest {
  key: string;
  email: string;
  amount: number;
  currency: 'NGN' | 'USD';
  metadata: unknown;
  planCode?: string;
  /** Paystack makes one when the merchant does not. */
  reference?: string;
}

export type InlineCheck = { ok: true; request: InlineRequest } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkInlineRequest(rawBody: string): InlineCheck {
  const body = parseObject(rawBody);
  if (!body) return { ok: false, message: 'Invalid request' };
  const { key, email, amount, currency, metadata, planCode, reference } = body;
  if (typeof key !== 'string' || !/^pk_test_\w+$/.test(key)) {
    return { ok: false, message: 'Invalid key: the local Paystack double takes test public keys (pk_test_…) only' };
  }
  if (typeof email !== 'string' || !EMAIL.test(email)) return { ok: false, message: 'Invalid Email Address Passed' };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, message: 'Invalid Amount Sent' };
  }
  if (currency !== 'NGN' && currency !== 'USD') return { ok: false, message: 'Currency not supported by merchant' };
  if (planCode !== undefined && (typeof planCode !== 'string' || !/^PLN_\w+$/.test(planCode))) {
    return { ok: false, message: 'Plan not found' };
  }
  // Paystack takes references of letters, figures and - . = _ only.
  if (reference !== undefined && (typeof reference !== 'string' || !/^[A-Za-z0-9._=-]{1,100}$/.test(reference))) {
    return { ok: false, message: 'Invalid reference passed' };
  }
  const request: InlineRequest = { key, email, amount, currency, metadata };
  if (typeof planCode === 'string') request.planCode = planCode;
  if (typeof reference === 'string') request.reference = reference;
  return { ok: true, request };
}

/** "T" and 15 figures, the shape of the references Paystack makes. */
export function makeReference(random: () => number = Math.random): string {
  let digits = '';
  while (digits.length < 15) digits += String(Math.floor(random() * 10));
  return `T${digits}`;
}
