import type { GiftFrequencyRecord, GiftReceiptRecord } from '../../../src/shared/gift-records';

/**
 * The parts of Paystack's webhook events the gift records need, read defensively: the body is only
 * trusted once its signature checks, and even then a field of the wrong type must not become a record.
 * (A schema library would add a dependency to the bundle for the handful of fields read here.)
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const PROGRAMS = ['education', 'community-development', 'mission'] as const;
type Program = GiftReceiptRecord['program'];

export const isProgram = (value: unknown): value is Program => PROGRAMS.some((program) => program === value);

/** Paystack lets a merchant choose references of letters, figures and - . = _; anything else is not a document id. */
export const isPaystackReference = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9._=-]{1,100}$/.test(value) && value !== '.' && value !== '..';

/** What Paystack says of one transaction, in a charge.success event and in Verify's answer alike. */
export interface PaystackTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paidAt: string;
  channel: string;
  email: string;
  program?: Program;
  frequency?: GiftFrequencyRecord;
  /** Set when the charge belongs to a subscription (the first payment or a renewal). */
  planCode?: string;
}

/** Inline sends metadata as an object; Paystack has been known to echo it back as a JSON string. */
function metadataOf(value: unknown): Json {
  if (isObject(value)) return value;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A transaction's `data` as Paystack sends it, or undefined when a field we record is missing or malformed. */
export function readTransaction(data: unknown): PaystackTransaction | undefined {
  if (!isObject(data)) return undefined;
  const { status, reference, amount, currency, channel } = data;
  const paidAt = text(data['paid_at']) ?? text(data['paidAt']);
  const email = isObject(data['customer']) ? text(data['customer']['email']) : undefined;
  if (
    typeof status !== 'string' ||
    !isPaystackReference(reference) ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    typeof currency !== 'string' ||
    paidAt === undefined ||
    Number.isNaN(Date.parse(paidAt)) ||
    email === undefined
  ) {
    return undefined;
  }
  const metadata = metadataOf(data['metadata']);
  const planCode = isObject(data['plan']) ? text(data['plan']['plan_code']) : undefined;
  const transaction: PaystackTransaction = {
    status,
    reference,
    amount,
    currency,
    paidAt: new Date(paidAt).toISOString(),
    channel: text(channel) ?? 'unknown',
    email,
  };
  if (isProgram(metadata['program'])) transaction.program = metadata['program'];
  const frequency = metadata['frequency'];
  if (frequency === 'once' || frequency === 'monthly') transaction.frequency = frequency;
  if (planCode !== undefined) transaction.planCode = planCode;
  return transaction;
}

/** A renewal that did not go through: invoice.payment_failed. */
export interface FailedRenewal {
  reference: string;
  amount: number;
  currency: string;
  failedAt: string;
  email: string;
  planCode?: string;
}

export function readFailedRenewal(data: unknown): FailedRenewal | undefined {
  if (!isObject(data)) return undefined;
  const transaction = isObject(data['transaction']) ? data['transaction'] : {};
  // The invoice's own charge has a reference when Paystack tried one; the invoice code otherwise.
  const reference = isPaystackReference(transaction['reference']) ? transaction['reference'] : data['invoice_code'];
  const amount = typeof transaction['amount'] === 'number' ? transaction['amount'] : data['amount'];
  const currency = text(transaction['currency']) ?? text(data['currency']);
  const failedAt = text(data['created_at']) ?? text(data['createdAt']);
  const email = isObject(data['customer']) ? text(data['customer']['email']) : undefined;
  const subscription = isObject(data['subscription']) ? data['subscription'] : {};
  const plan = isObject(data['plan']) ? data['plan'] : isObject(subscription['plan']) ? subscription['plan'] : {};
  if (
    !isPaystackReference(reference) ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount) ||
    amount <= 0 ||
    currency === undefined ||
    failedAt === undefined ||
    Number.isNaN(Date.parse(failedAt)) ||
    email === undefined
  ) {
    return undefined;
  }
  const failed: FailedRenewal = { reference, amount, currency, failedAt: new Date(failedAt).toISOString(), email };
  const planCode = text(plan['plan_code']);
  if (planCode !== undefined) failed.planCode = planCode;
  return failed;
}

export type PaystackEvent =
  | { kind: 'charge.success'; data: unknown }
  | { kind: 'invoice.payment_failed'; data: unknown }
  | { kind: 'other'; name: string };

export function readEvent(rawBody: Buffer): PaystackEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || typeof parsed['event'] !== 'string') return undefined;
  const name = parsed['event'];
  if (name === 'charge.success' || name === 'invoice.payment_failed') return { kind: name, data: parsed['data'] };
  return { kind: 'other', name };
}
