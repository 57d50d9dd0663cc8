import { createHmac, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DONATIONS_COLLECTION, GIFT_RECEIPTS_COLLECTION } from '../../src/shared/gift-records';
import { clearFirestore, stackFirestore } from '../../tests/gifts/stack-firestore';
import { handlePaystackWebhook, type WebhookDependencies } from './paystack-webhook';
import { readTransaction, type PaystackTransaction } from './paystack/paystack-event';

/**
 * The webhook's handler writing to the real Firestore emulator (npm run test:stack), with Paystack's
 * Verify and EmailJS stood in for: what one event writes, and that deliveries of one event, even at
 * the same moment, write one gift and send one receipt.
 */
const PROJECT = 'demo-gifts-handler';
const SECRET = 'sk_test_handler';
let db: Firestore;

beforeAll(async () => {
  db = await stackFirestore(PROJECT);
  await clearFirestore(PROJECT);
});

const newReference = (): string =>
  `hh_${randomBytes(16)
    .toString('hex')
    .slice(0, 26)
    .replace(/[0189]/g, 'a')}`;

const chargeData = (reference: string, changes: Record<string, unknown> = {}) => ({
  status: 'success',
  reference,
  amount: 750_000,
  currency: 'NGN',
  paid_at: '2026-11-28T10:00:00.000Z',
  channel: 'bank_transfer',
  metadata: { program: 'community-development', frequency: 'once' },
  customer: { email: 'donor@example.org' },
  plan: {},
  ...changes,
});

const delivery = (event: unknown) => {
  const rawBody = Buffer.from(JSON.stringify(event));
  return { method: 'POST', rawBody, signature: createHmac('sha512', SECRET).update(rawBody).digest('hex') };
};

/** Verify agrees with whatever the event said. */
const dependencies = (data: Record<string, unknown>) => {
  const verified = readTransaction(data) as PaystackTransaction;
  const sendReceipt = vi.fn(() => Promise.resolve());
  const deps: WebhookDependencies = {
    db,
    secretKey: SECRET,
    verify: () => Promise.resolve(verified),
    sendReceipt,
    log: { info: () => undefined, error: () => undefined },
    now: () => new Date('2026-11-28T10:00:05.000Z'),
  };
  return { deps, sendReceipt };
};

const read = async (collection: string, reference: string) =>
  (await db.collection(collection).doc(reference).get()).data();

describe('the Paystack webhook on Firestore', () => {
  it('records a confirmed gift: the whole record for the administrator, the receipt without the e-mail address', async () => {
    const reference = newReference();
    const data = chargeData(reference);
    const { deps, sendReceipt } = dependencies(data);
    expect(await handlePaystackWebhook(delivery({ event: 'charge.success', data }), deps)).toEqual({
      status: 200,
      text: 'Recorded',
    });
    expect(await read(DONATIONS_COLLECTION, reference)).toEqual({
      status: 'confirmed',
      reference,
      email: 'donor@example.org',
      amount: 750_000,
      currency: 'NGN',
      program: 'community-development',
      frequency: 'once',
      paidAt: '2026-11-28T10:00:00.000Z',
      channel: 'bank_transfer',
      recordedAt: '2026-11-28T10:00:05.000Z',
    });
    expect(await read(GIFT_RECEIPTS_COLLECTION, reference)).toEqual({
      status: 'confirmed',
      amount: 750_000,
      currency: 'NGN',
      program: 'community-development',
      frequency: 'once',
      paidAt: '2026-11-28T10:00:00.000Z',
    });
    expect(sendReceipt).toHaveBeenCalledTimes(1);
  });

  it('records one gift and sends one receipt when Paystack delivers the same event five times at once', async () => {
    const reference = newReference();
    const data = chargeData(reference);
    const { deps, sendReceipt } = dependencies(data);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => handlePaystackWebhook(delivery({ event: 'charge.success', data }), deps)),
    );
    expect(answers.map((answer) => answer.text).sort()).toEqual([
      'Already recorded',
      'Already recorded',
      'Already recorded',
      'Already recorded',
      'Recorded',
    ]);
    expect(sendReceipt).toHaveBeenCalledTimes(1);
    const gifts = await db.collection(DONATIONS_COLLECTION).where('reference', '==', reference).get();
    expect(gifts.size).toBe(1);
  });

  it("records a renewal under Paystack's own reference with the program its plan was first given for", async () => {
    const planCode = `PLN_handler${randomBytes(4).toString('hex')}`;
    const first = chargeData(newReference(), {
      plan: { plan_code: planCode },
      metadata: { program: 'education', frequency: 'monthly' },
    });
    await handlePaystackWebhook(delivery({ event: 'charge.success', data: first }), dependencies(first).deps);
    const renewalReference = `T${Date.now()}`;
    const renewal = chargeData(renewalReference, { plan: { plan_code: planCode }, metadata: '' });
    const { deps, sendReceipt } = dependencies(renewal);
    expect((await handlePaystackWebhook(delivery({ event: 'charge.success', data: renewal }), deps)).text).toBe(
      'Recorded',
    );
    expect(await read(DONATIONS_COLLECTION, renewalReference)).toMatchObject({
      status: 'confirmed',
      program: 'education',
      frequency: 'monthly',
    });
    expect(sendReceipt).toHaveBeenCalledTimes(1);

    const failedReference = `T${Date.now() + 1}`;
    const failed = {
      event: 'invoice.payment_failed',
      data: {
        invoice_code: 'INV_handler',
        amount: 750_000,
        created_at: '2026-12-28T10:00:00.000Z',
        customer: { email: 'donor@example.org' },
        plan: { plan_code: planCode },
        transaction: { reference: failedReference, status: 'failed', amount: 750_000, currency: 'NGN' },
      },
    };
    const failure = dependencies(renewal);
    expect((await handlePaystackWebhook(delivery(failed), failure.deps)).text).toBe('Recorded as failed');
    expect(await read(DONATIONS_COLLECTION, failedReference)).toMatchObject({ status: 'failed', program: 'education' });
    expect(failure.sendReceipt).not.toHaveBeenCalled();
  });
});
