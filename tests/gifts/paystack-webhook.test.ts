import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../src/config/local-stack';
import { LOCAL_PAYSTACK_KEY } from '../../src/config/paystack';
import { DONATIONS_COLLECTION, GIFT_RECEIPTS_COLLECTION, isGiftReference } from '../../src/shared/gift-records';
import type { InboxEntry } from '../../scripts/stack/emailjs-mock';
import { LOCAL_PLAN_AMOUNTS, type Spoil, type WebhookReply } from '../../scripts/stack/paystack-double';
import { LOCAL_RECEIPT_TEMPLATE_ID, PAYSTACK_WEBHOOK_URL } from '../../scripts/stack/local-functions';
import { stackFirestore } from './stack-firestore';

/**
 * The whole server half on the local stack: the Paystack double charges a gift and sends its signed
 * event to paystackWebhook in the Functions emulator, which asks the double's Verify, writes to the
 * Firestore emulator and e-mails the receipt through the EmailJS mock. Run by npm run test:stack.
 */
const DOUBLE = localUrl(LOCAL_PORTS.paystack);
const MAILBOX = `${localUrl(LOCAL_PORTS.emailjs)}/__inbox`;
let db: Firestore;

beforeAll(async () => {
  db = await stackFirestore(LOCAL_PROJECT_ID);
});

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const newReference = (): string => `hh_${[...randomBytes(26)].map((byte) => BASE32[byte % 32]).join('')}`;

const post = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${DOUBLE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
};

/** What the donate form and the Pay button do: set the transaction up, then pay (delivering its event unless `silent`). */
async function pay(gift: { amount: number; planCode?: string; program?: string }, silent = false): Promise<string> {
  const reference = newReference();
  const frequency = gift.planCode ? 'monthly' : 'once';
  await post('/paystack/checkout/request_inline', {
    key: LOCAL_PAYSTACK_KEY,
    email: `donor-${reference.slice(3, 11)}@example.org`,
    amount: gift.amount,
    currency: 'NGN',
    metadata: { program: gift.program ?? 'education', frequency },
    reference,
    ...(gift.planCode ? { planCode: gift.planCode } : {}),
  });
  await post('/paystack/checkout/charge', { reference, silent });
  return reference;
}

const deliverAgain = (reference: string, spoil?: Spoil): Promise<WebhookReply> =>
  post('/paystack/__deliver', { reference, ...(spoil ? { spoil } : {}) });

const donation = async (reference: string) => (await db.collection(DONATIONS_COLLECTION).doc(reference).get()).data();
const receipt = async (reference: string) =>
  (await db.collection(GIFT_RECEIPTS_COLLECTION).doc(reference).get()).data();

/** Paystack's event arrives after the checkout closes: wait for it as the thank-you page would. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Still no ${what} after 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const receiptsSent = async (reference: string): Promise<InboxEntry[]> => {
  const inbox = (await (await fetch(MAILBOX)).json()) as InboxEntry[];
  return inbox.filter(
    (entry) =>
      entry.body.template_id === LOCAL_RECEIPT_TEMPLATE_ID && entry.body.template_params['reference'] === reference,
  );
};

describe('gifts given online, confirmed by the server', () => {
  it('a paid gift is recorded once for the administrator, readable by its reference, and receipted once', async () => {
    expect(PAYSTACK_WEBHOOK_URL).toMatch(/\/paystackWebhook$/);
    const reference = await pay({ amount: 1_250_050, program: 'community-development' });
    expect(isGiftReference(reference)).toBe(true);
    const recorded = await eventually(() => donation(reference), 'donation record');
    expect(recorded).toMatchObject({
      status: 'confirmed',
      reference,
      amount: 1_250_050,
      currency: 'NGN',
      program: 'community-development',
      frequency: 'once',
      channel: 'card',
    });
    expect(recorded['email']).toMatch(/@example\.org$/);
    const publicReceipt = await receipt(reference);
    const paidAt: unknown = recorded['paidAt'];
    expect(publicReceipt).toMatchObject({ status: 'confirmed', amount: 1_250_050, paidAt });
    expect(publicReceipt).not.toHaveProperty('email');
    const [sent, ...more] = await eventually(async () => {
      const found = await receiptsSent(reference);
      return found.length > 0 ? found : undefined;
    }, 'receipt e-mail');
    expect(more).toEqual([]);
    const donorEmail: unknown = recorded['email'];
    expect(sent?.body.template_params['to_email']).toBe(donorEmail);
    expect(sent?.body.accessToken).toBeTruthy();

    // Paystack retries a delivery it thinks failed: the replay changes nothing and sends no second receipt.
    expect(await deliverAgain(reference)).toEqual({ status: 200, text: 'Already recorded' });
    expect(await donation(reference)).toEqual(recorded);
    expect(await receiptsSent(reference)).toHaveLength(1);
  });

  it('an event with a forged signature, or none, is refused and records nothing', async () => {
    const reference = await pay({ amount: 500_000 }, true);
    expect(await deliverAgain(reference, 'bad-signature')).toMatchObject({ status: 401 });
    expect(await deliverAgain(reference, 'no-signature')).toMatchObject({ status: 401 });
    expect(await donation(reference)).toBeUndefined();
    expect(await receipt(reference)).toBeUndefined();
    expect(await receiptsSent(reference)).toEqual([]);
  });

  it("an event that Paystack's Verify contradicts records nothing", async () => {
    const reference = await pay({ amount: 500_000 }, true);
    expect(await deliverAgain(reference, 'verify-disagrees')).toEqual({ status: 200, text: 'Not recorded' });
    expect(await donation(reference)).toBeUndefined();
    expect(await receipt(reference)).toBeUndefined();
    expect(await receiptsSent(reference)).toEqual([]);
  });

  it("a monthly gift is recorded at the plan's amount, each renewal as a gift of its own, a declined one as failed", async () => {
    const [planCode, planAmount] = Object.entries(LOCAL_PLAN_AMOUNTS)[0] ?? [];
    if (!planCode || planAmount === undefined) throw new Error('The double has no plans.');
    const reference = await pay({ amount: 123_400, planCode, program: 'education' });
    expect(await eventually(() => donation(reference), 'first monthly gift')).toMatchObject({
      amount: planAmount,
      frequency: 'monthly',
      program: 'education',
    });

    const renewal = await post<WebhookReply & { reference: string }>('/paystack/__renew', { reference });
    expect(renewal).toMatchObject({ status: 200, text: 'Recorded' });
    expect(renewal.reference).not.toBe(reference);
    expect(await donation(renewal.reference)).toMatchObject({
      status: 'confirmed',
      amount: planAmount,
      frequency: 'monthly',
      program: 'education',
    });

    const declined = await post<WebhookReply & { reference: string }>('/paystack/__renew', { reference, failed: true });
    expect(declined).toMatchObject({ status: 200, text: 'Recorded as failed' });
    expect(await donation(declined.reference)).toMatchObject({ status: 'failed', program: 'education' });
    expect(await receiptsSent(declined.reference)).toEqual([]);
  });
});
