import { describe, expect, it } from 'vitest';
import type { PaystackConfig } from '../../../config/paystack';
import type { GiftChoice } from './gift-form';
import type { PaystackPopConstructor, PaystackTransactionOptions } from './paystack-inline';
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
} {
  const received: PaystackTransactionOptions[] = [];
  class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): void {
      received.push(options);
      answer(options);
    }
  }
  return { PaystackPop, received };
}

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
    const outcome = await payWithPaystack(choice, config, REFERENCE, (src) => {
      loaded.push(src);
      return Promise.resolve(PaystackPop);
    });
    expect(outcome).toEqual({ kind: 'success', reference: REFERENCE });
    expect(received[0]?.reference).toBe(REFERENCE);
    expect(loaded).toEqual([config.scriptUrl]);
    expect(received).toHaveLength(1);
  });

  it('reports a cancel, an error Paystack reports and one it throws', async () => {
    const cancel = fakePaystack((options) => options.onCancel());
    await expect(
      payWithPaystack(choice, config, REFERENCE, () => Promise.resolve(cancel.PaystackPop)),
    ).resolves.toEqual({
      kind: 'cancelled',
    });
    const error = fakePaystack((options) => options.onError?.({ message: 'Invalid key' }));
    await expect(payWithPaystack(choice, config, REFERENCE, () => Promise.resolve(error.PaystackPop))).resolves.toEqual(
      {
        kind: 'failed',
        message: 'Invalid key',
      },
    );
    const thrown = fakePaystack(() => {
      throw new Error('Amount is required');
    });
    await expect(
      payWithPaystack(choice, config, REFERENCE, () => Promise.resolve(thrown.PaystackPop)),
    ).resolves.toEqual({
      kind: 'failed',
      message: 'Amount is required',
    });
  });

  it('passes on a script that could not be loaded', async () => {
    const failure = new Error('offline');
    await expect(payWithPaystack(choice, config, REFERENCE, () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
