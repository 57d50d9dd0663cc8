import { createHmac } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { handlePaystackWebhook, type WebhookDependencies } from './paystack-webhook';
import { readTransaction, type PaystackTransaction } from './paystack/paystack-event';

/**
 * The webhook's refusals, which must happen before anything is written: the database here throws on
 * any use, so a test passes only if the handler never reached it. (What it writes, and that it writes
 * once, is tested against the Firestore emulator in paystack-webhook.emulator.test.ts.)
 */
const SECRET = 'sk_test_unit';

const untouchableDb: Firestore = new Proxy(Object.create(null) as Firestore, {
  get: (_target, name) => {
    throw new Error(`The handler used the database (${String(name)}) when it should not have.`);
  },
});

const chargeData = {
  status: 'success',
  reference: 'hh_abcdefghijklmnopqrstuvwxyz',
  amount: 500_000,
  currency: 'NGN',
  paid_at: '2026-11-28T10:00:00.000Z',
  channel: 'card',
  metadata: { program: 'education', frequency: 'once' },
  customer: { email: 'donor@example.org' },
  plan: {},
};

const delivery = (event: unknown, secret = SECRET) => {
  const rawBody = Buffer.from(JSON.stringify(event));
  return { method: 'POST', rawBody, signature: createHmac('sha512', secret).update(rawBody).digest('hex') };
};

const deps = (
  verified: PaystackTransaction | string,
): WebhookDependencies & { sendReceipt: ReturnType<typeof vi.fn> } => ({
  db: untouchableDb,
  secretKey: SECRET,
  verify: vi.fn(() => Promise.resolve(verified)),
  sendReceipt: vi.fn(() => Promise.resolve()),
  log: { info: vi.fn(), error: vi.fn() },
});

const verifiedAs = (changes: Record<string, unknown>): PaystackTransaction => {
  const transaction = readTransaction({ ...chargeData, ...changes });
  if (!transaction) throw new Error('The test transaction is unreadable.');
  return transaction;
};

describe('the Paystack webhook', () => {
  it('answers 401 and writes nothing for a delivery signed with another key', async () => {
    const stand = deps(verifiedAs({}));
    const answer = await handlePaystackWebhook(
      delivery({ event: 'charge.success', data: chargeData }, 'sk_test_forged'),
      stand,
    );
    expect(answer.status).toBe(401);
    expect(stand.verify).not.toHaveBeenCalled();
    expect(stand.sendReceipt).not.toHaveBeenCalled();
  });

  it('answers 405 to anything but POST', async () => {
    const answer = await handlePaystackWebhook({ ...delivery({}), method: 'GET' }, deps(verifiedAs({})));
    expect(answer.status).toBe(405);
  });

  const mismatches: [string, PaystackTransaction | string][] = [
    ['a smaller amount', verifiedAs({ amount: 100 })],
    ['another currency', verifiedAs({ currency: 'USD' })],
    ['a failed status', verifiedAs({ status: 'failed' })],
    ['another reference', verifiedAs({ reference: 'hh_zzzzzzzzzzzzzzzzzzzzzzzzzz' })],
    ['an unreadable answer', 'Verify gave nothing readable'],
  ];
  for (const [what, verified] of mismatches) {
    it(`records nothing and sends no receipt when Verify reports ${what}`, async () => {
      const stand = deps(verified);
      const answer = await handlePaystackWebhook(delivery({ event: 'charge.success', data: chargeData }), stand);
      expect(answer).toEqual({ status: 200, text: 'Not recorded' });
      expect(stand.verify).toHaveBeenCalledWith(chargeData.reference);
      expect(stand.sendReceipt).not.toHaveBeenCalled();
      expect(stand.log.error).toHaveBeenCalledWith(expect.stringContaining('NOT recorded'));
    });
  }

  it('answers 502, so Paystack tries again, when Verify cannot be reached', async () => {
    const stand = deps('');
    stand.verify = () => Promise.reject(new Error('ECONNRESET'));
    const answer = await handlePaystackWebhook(delivery({ event: 'charge.success', data: chargeData }), stand);
    expect(answer.status).toBe(502);
  });

  it('acknowledges events it has nothing to record for without touching the database', async () => {
    const answer = await handlePaystackWebhook(
      delivery({ event: 'subscription.create', data: {} }),
      deps(verifiedAs({})),
    );
    expect(answer).toEqual({ status: 200, text: 'Ignored' });
  });
});
