import { createHmac } from 'node:crypto';

/**
 * The Paystack double's webhook events (the fields a merchant reads), signed with node:crypto rather
 * than the function's own helper, so a mistake in its check cannot hide behind the same mistake here.
 */
export interface ChargedTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: 'NGN' | 'USD';
  metadata: unknown;
  planCode?: string;
  paidAt: string;
}

const planOf = (transaction: ChargedTransaction): Record<string, unknown> =>
  transaction.planCode
    ? { plan_code: transaction.planCode, name: transaction.planCode, interval: 'monthly', amount: transaction.amount }
    : {};

/** A transaction's `data`, as both charge.success and Verify carry it. */
export function transactionData(transaction: ChargedTransaction, status = 'success'): Record<string, unknown> {
  return {
    id: transaction.id,
    domain: 'test',
    status,
    reference: transaction.reference,
    amount: transaction.amount,
    gateway_response: status === 'success' ? 'Successful' : 'Declined',
    paid_at: transaction.paidAt,
    created_at: transaction.paidAt,
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata ?? '',
    customer: { id: 1, email: transaction.email, customer_code: 'CUS_localdouble' },
    authorization: { channel: 'card', card_type: 'visa', last4: '4081', reusable: true },
    plan: planOf(transaction),
  };
}

export const chargeSuccessEvent = (transaction: ChargedTransaction): string =>
  JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });

/** A monthly renewal Paystack could not charge. */
export const invoicePaymentFailedEvent = (transaction: ChargedTransaction, reference: string): string =>
  JSON.stringify({
    event: 'invoice.payment_failed',
    data: {
      domain: 'test',
      invoice_code: `INV_${reference}`,
      amount: transaction.amount,
      status: 'failed',
      paid: false,
      paid_at: null,
      created_at: new Date().toISOString(),
      customer: { email: transaction.email, customer_code: 'CUS_localdouble' },
      subscription: {
        status: 'attention',
        subscription_code: `SUB_${transaction.reference}`,
        amount: transaction.amount,
      },
      plan: planOf(transaction),
      transaction: { reference, status: 'failed', amount: transaction.amount, currency: transaction.currency },
    },
  });

export const signPaystackEvent = (body: string, secretKey: string): string =>
  createHmac('sha512', secretKey).update(body).digest('hex');
