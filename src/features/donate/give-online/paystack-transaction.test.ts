import { afterEach, describe, expect, it } from 'vitest';
import type { PaystackConfig } from '../../../config/paystack';
import type { GiftChoice } from './gift-form';
import { settleGiftAttempt } from './gift-attempt';
import type { PaystackCallbacks, PaystackPopConstructor, PaystackTransactionOptions } from './paystack-inline';
import { payWithPaystack, transactionOptions } from './paystack-transaction';

const config: PaystackConfig = {
  publicKey: 'pk_test_abc',
  scriptUrl: 'https://js.paystack.co/v2/inline.js',
  currencies: ['NGN', 'USD'],
  monthlyPlans: { education: {}, 'community-development': {}, mission: {} },
};

const REFERENCE = 'hh_abcdefghijklmnopqrstuvwxyz';

const choice: GiftChoice = {
  program: 'community-development',
  currency: 'USD',
  amount: 30,
  frequency: 'once',
  email: 'ada@example.org',
};

/** A stand-in for Paystack's PaystackPop that answers each transaction the way a test says. */
function fakePaystack(answer: (options: PaystackTransactionOptions) => void): {
  PaystackPop: PaystackPopConstructor;
  received: PaystackTransactionOptions[];
  resumed: string[];
} {
  const received: PaystackTransactionOptions[] = [];
  const resumed: string[] = [];
  class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): void {
      received.push(options);
      answer(options);
    }
    resumeTransaction(accessCode: string, callbacks: PaystackCallbacks): void {
      resumed.push(accessCode);
      callbacks.onCancel();
    }
  }
  return { PaystackPop, received, resumed };
}

afterEach(settleGiftAttempt);

describe('a Paystack transaction', () => {
  it('carries the key, e-mail, amount in cents, currency, our reference and program, and no plan for a single gift', () => {
    const options = transactionOptions(choice, config, REFERENCE);
    expect(options).toMatchObject({
      key: 'pk_test_abc',
      email: 'ada@example.org',
      amount: 3000,
      currency: 'USD',
      reference: REFERENCE,
      metadata: { program: 'community-development', frequency: 'once' },
    });
    expect(options).not.toHaveProperty('planCode');
    expect(options.metadata['custom_fields']).toContainEqual({
      display_name: 'Program',
      variable_name: 'program',
      value: 'Community Development',
    });
  });

  it('subscribes a monthly gift to its plan', () => {
    const options = transactionOptions({ ...choice, frequency: 'monthly', planCode: 'PLN_x1' }, config, REFERENCE);
    expect(options.planCode).toBe('PLN_x1');
    expect(options.metadata).toMatchObject({ frequency: 'monthly' });
  });

  it('loads the configured script and reports our reference on success', async () => {
    const { PaystackPop, received } = fakePaystack((options) => options.onSuccess({ reference: options.reference }));
    const loaded: string[] = [];
    const outcome = await payWithPaystack(choice, config, (src) => {
      loaded.push(src);
      return Promise.resolve(PaystackPop);
    });
    const reference = received[0]?.reference ?? '';
    expect(reference).toMatch(/^hh_[a-z2-7]{26}$/);
    expect(outcome).toEqual({ kind: 'success', reference });
    expect(loaded).toEqual([config.scriptUrl]);
    expect(received).toHaveLength(1);
  });

  it('resumes a loaded checkout that never settled, and opens a new one once the gift changes', async () => {
    // The checkout loads, then the connection drops: no outcome ever arrives.
    const lost = fakePaystack((options) => options.onLoad?.({ accessCode: 'access-1' }));
    void payWithPaystack(choice, config, () => Promise.resolve(lost.PaystackPop));
    await expect.poll(() => lost.received.length).toBe(1);

    const retry = fakePaystack(() => undefined);
    await payWithPaystack(choice, config, () => Promise.resolve(retry.PaystackPop));
    expect(retry.resumed).toEqual(['access-1']);
    expect(retry.received).toEqual([]);

    const other = fakePaystack((options) => options.onCancel());
    await payWithPaystack({ ...choice, amount: 40 }, config, () => Promise.resolve(other.PaystackPop));
    expect(other.resumed).toEqual([]);
    expect(other.received[0]?.reference).not.toBe(lost.received[0]?.reference);
  });

  it('reports a cancel, an error Paystack reports and one it throws', async () => {
    const cancel = fakePaystack((options) => options.onCancel());
    await expect(payWithPaystack(choice, config, () => Promise.resolve(cancel.PaystackPop))).resolves.toEqual({
      kind: 'cancelled',
    });
    const error = fakePaystack((options) => options.onError?.({ message: 'Invalid key' }));
    await expect(payWithPaystack(choice, config, () => Promise.resolve(error.PaystackPop))).resolves.toEqual({
      kind: 'failed',
      message: 'Invalid key',
    });
    const thrown = fakePaystack(() => {
      throw new Error('Amount is required');
    });
    await expect(payWithPaystack(choice, config, () => Promise.resolve(thrown.PaystackPop))).resolves.toEqual({
      kind: 'failed',
      message: 'Amount is required',
    });
  });

  it('passes on a script that could not be loaded', async () => {
    const failure = new Error('offline');
    await expect(payWithPaystack(choice, config, () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
