import type { Firestore } from 'firebase-admin/firestore';
import type { DonationRecord, GiftReceiptRecord } from '../../src/shared/gift-records';
import { programOfPlan, recordGiftOnce, rememberPlanProgram } from './gifts/record-gift';
import { readEvent, readFailedRenewal, readTransaction, type PaystackTransaction } from './paystack/paystack-event';
import { isSignedByPaystack } from './paystack/signature';
import { disagreement } from './paystack/verify-transaction';

/**
 * What the webhook does with one delivery, apart from HTTP and the Functions runtime, so the unit
 * tests drive it with a real Firestore (the emulator) and stand-ins for Paystack's Verify and EmailJS.
 *
 * Answers: 401 for a bad or missing signature (nothing read further); 502 when Verify cannot be asked
 * (Paystack retries, and a retry can succeed); otherwise 200, also for an event we ignore or refuse to
 * record, because Paystack would retry those for days to no purpose. The reason is logged.
 */
export interface WebhookDependencies {
  db: Firestore;
  secretKey: string;
  verify: (reference: string) => Promise<PaystackTransaction | string>;
  sendReceipt: (donation: DonationRecord) => Promise<void>;
  log: { info: (message: string) => void; error: (message: string) => void };
  now?: () => Date;
}

export interface WebhookAnswer {
  status: number;
  text: string;
}

type Currency = GiftReceiptRecord['currency'];
const isCurrency = (value: string): value is Currency => value === 'NGN' || value === 'USD';

const refused = (log: WebhookDependencies['log'], reference: string, reason: string): WebhookAnswer => {
  log.error(`Paystack webhook: gift ${reference} NOT recorded: ${reason}.`);
  return { status: 200, text: 'Not recorded' };
};

async function recordCharge(data: unknown, deps: WebhookDependencies): Promise<WebhookAnswer> {
  const { db, log } = deps;
  const event = readTransaction(data);
  if (!event) return refused(log, '(unreadable)', 'the charge.success event lacks a field the record needs');
  let verified: PaystackTransaction | string;
  try {
    verified = await deps.verify(event.reference);
  } catch (error) {
    log.error(`Paystack webhook: could not ask Verify about ${event.reference}: ${String(error)}`);
    return { status: 502, text: 'Verify unavailable; try again' };
  }
  if (typeof verified === 'string') return refused(log, event.reference, verified);
  const conflict = disagreement(event, verified);
  if (conflict) return refused(log, event.reference, conflict);
  if (!isCurrency(verified.currency)) return refused(log, event.reference, `the currency ${verified.currency}`);

  const planCode = verified.planCode ?? event.planCode;
  const formProgram = verified.program ?? event.program;
  const program = formProgram ?? (planCode === undefined ? undefined : await programOfPlan(db, planCode));
  if (!program) {
    return refused(log, event.reference, `no program in its metadata and none known for plan ${planCode ?? '(none)'}`);
  }
  if (planCode !== undefined && formProgram !== undefined) await rememberPlanProgram(db, planCode, formProgram);

  const donation: DonationRecord = {
    status: 'confirmed',
    reference: verified.reference,
    email: verified.email,
    // What Verify says was charged: for a monthly gift, the plan's amount, whatever the form asked for.
    amount: verified.amount,
    currency: verified.currency,
    program,
    frequency: planCode !== undefined ? 'monthly' : (verified.frequency ?? event.frequency ?? 'once'),
    paidAt: verified.paidAt,
    channel: verified.channel,
    recordedAt: (deps.now?.() ?? new Date()).toISOString(),
  };
  if (!(await recordGiftOnce(db, donation))) {
    log.info(`Paystack webhook: gift ${donation.reference} was already recorded; nothing written.`);
    return { status: 200, text: 'Already recorded' };
  }
  log.info(`Paystack webhook: recorded gift ${donation.reference} (${donation.currency} ${donation.amount}).`);
  try {
    await deps.sendReceipt(donation);
  } catch (error) {
    // At most one receipt per gift: the gift is recorded, so a retry from Paystack would not send it.
    log.error(`Paystack webhook: the receipt for ${donation.reference} was not sent: ${String(error)}`);
  }
  return { status: 200, text: 'Recorded' };
}

async function recordFailedRenewal(data: unknown, deps: WebhookDependencies): Promise<WebhookAnswer> {
  const { db, log } = deps;
  const failed = readFailedRenewal(data);
  if (!failed) return refused(log, '(unreadable)', 'the invoice.payment_failed event lacks a field the record needs');
  if (!isCurrency(failed.currency)) return refused(log, failed.reference, `the currency ${failed.currency}`);
  const program = failed.planCode === undefined ? undefined : await programOfPlan(db, failed.planCode);
  if (!program) return refused(log, failed.reference, `no program known for plan ${failed.planCode ?? '(none)'}`);
  const written = await recordGiftOnce(db, {
    status: 'failed',
    reference: failed.reference,
    email: failed.email,
    amount: failed.amount,
    currency: failed.currency,
    program,
    frequency: 'monthly',
    paidAt: failed.failedAt,
    channel: 'unknown',
    recordedAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  log.info(`Paystack webhook: failed renewal ${failed.reference} ${written ? 'recorded' : 'already recorded'}.`);
  return { status: 200, text: written ? 'Recorded as failed' : 'Already recorded' };
}

export async function handlePaystackWebhook(
  request: { method: string; rawBody: Buffer; signature: unknown },
  deps: WebhookDependencies,
): Promise<WebhookAnswer> {
  if (request.method !== 'POST') return { status: 405, text: 'POST only' };
  if (!isSignedByPaystack(request.rawBody, request.signature, deps.secretKey)) {
    deps.log.error('Paystack webhook: refused a delivery with a missing or wrong x-paystack-signature.');
    return { status: 401, text: 'Bad signature' };
  }
  const event = readEvent(request.rawBody);
  if (!event) return refused(deps.log, '(unreadable)', 'the body is not a Paystack event');
  if (event.kind === 'charge.success') return recordCharge(event.data, deps);
  if (event.kind === 'invoice.payment_failed') return recordFailedRenewal(event.data, deps);
  deps.log.info(`Paystack webhook: ${event.name} needs nothing recorded.`);
  return { status: 200, text: 'Ignored' };
}
