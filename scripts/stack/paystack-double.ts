import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { z } from 'zod';
import { PAYSTACK_DOUBLE_SCRIPT_PATH } from '../../src/config/local-stack';
import { LOCAL_MONTHLY_PLANS } from '../../src/config/paystack';
import { parseObject, readBody, sendJson, sendText, serveLocally, type StartLocalDouble } from './http-helpers';
import { LOCAL_PAYSTACK_SECRET_KEY, PAYSTACK_DOUBLE_API_PATH, PAYSTACK_WEBHOOK_URL } from './local-functions';
import { checkInlineRequest, makeReference, type InlineRequest } from './paystack-double-request';

/**
 * Paystack on the local stack, so Give online works with no account and no internet: it serves the
 * Inline script (paystack-double-browser.ts) and its set-up, sends the site's webhook a signed
 * charge.success once the donor pays, and answers Verify; tests use the /paystack/__ routes.
 */

const VERIFY_PREFIX = `${PAYSTACK_DOUBLE_API_PATH}/transaction/verify/`;

const Spoil = z.enum(['bad-signature', 'no-signature', 'verify-disagrees']);
export type Spoil = z.infer<typeof Spoil>;

export type WebhookReply = { status: number; text: string };

type ChargedTransaction = Omit<InlineRequest, 'key'> & { id: number; reference: string; paidAt: string };

export type DoubleTransaction = InlineRequest & {
  reference: string;
  id: number;
  receivedAt: string;
  charged?: ChargedTransaction;
};

/** In kobo or cents: like Paystack, a subscription is charged its plan's amount, whatever the page sent. */
export const LOCAL_PLAN_AMOUNTS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(LOCAL_MONTHLY_PLANS).flatMap((plans) =>
    Object.values(plans).map((plan) => [plan.code, Math.round(plan.amount * 100)]),
  ),
);

/** The webhook events' fields that a merchant reads. */
const planOf = (transaction: ChargedTransaction): Record<string, unknown> =>
  transaction.planCode
    ? { plan_code: transaction.planCode, name: transaction.planCode, interval: 'monthly', amount: transaction.amount }
    : {};

/** A transaction's `data`, as both charge.success and Verify carry it. */
function transactionData(transaction: ChargedTransaction): Record<string, unknown> {
  return {
    id: transaction.id,
    domain: 'test',
    status: 'success',
    reference: transaction.reference,
    amount: transaction.amount,
    gateway_response: 'Successful',
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

const chargeSuccessEvent = (transaction: ChargedTransaction): string =>
  JSON.stringify({ event: 'charge.success', data: transactionData(transaction) });

/** A monthly renewal Paystack could not charge. */
const invoicePaymentFailedEvent = (renewal: ChargedTransaction): string => {
  const { reference, amount, currency, email } = renewal;
  return JSON.stringify({
    event: 'invoice.payment_failed',
    data: {
      domain: 'test',
      invoice_code: `INV_${reference}`,
      amount,
      status: 'failed',
      paid: false,
      paid_at: null,
      created_at: new Date().toISOString(),
      customer: { email, customer_code: 'CUS_localdouble' },
      subscription: { status: 'attention', subscription_code: `SUB_${reference}`, amount },
      plan: planOf(renewal),
      transaction: { reference, status: 'failed', amount, currency },
    },
  });
};

type Answer = [status: number, body: unknown];
const refused = (status: number, message: string): Answer => [status, { status: false, message }];

function browserScript(): string {
  const source = readFileSync(new URL('./paystack-double-browser.ts', import.meta.url), 'utf8');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

const money = (amount: number, currency: string): string => `${currency} ${(amount / 100).toFixed(2)}`;

const fieldsOf = (rawBody: string): Record<string, unknown> => parseObject(rawBody) ?? {};

export const startPaystackDouble: StartLocalDouble = ({ port, log }) => {
  const script = browserScript();
  const transactions: DoubleTransaction[] = [];
  /** First payments and renewals. */
  const charges = new Map<string, ChargedTransaction>();
  const disagreeing = new Set<string>();
  let nextId = 1;

  const checkoutData = ({ id, reference, email, currency, planCode, amount }: DoubleTransaction) => ({
    id,
    reference,
    access_code: `double_${reference}`,
    email,
    amount: (planCode && LOCAL_PLAN_AMOUNTS[planCode]) || amount,
    currency,
  });

  const find = (reference: unknown): DoubleTransaction | undefined =>
    transactions.find((each) => each.reference === reference);

  const deliver = async (body: string, spoil?: Spoil): Promise<WebhookReply> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // Signed with node:crypto, not the function's own helper, so a mistake in its check cannot hide
    // behind the same mistake here.
    if (spoil !== 'no-signature') {
      const key = spoil === 'bad-signature' ? 'sk_test_forged' : LOCAL_PAYSTACK_SECRET_KEY;
      headers['x-paystack-signature'] = createHmac('sha512', key).update(body).digest('hex');
    }
    const response = await fetch(PAYSTACK_WEBHOOK_URL, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, text: await response.text() };
  };

  const setUp = (rawBody: string): Answer => {
    const check = checkInlineRequest(rawBody);
    if (!check.ok) {
      log(`Paystack double: refused a transaction (${check.message}).`);
      return refused(400, check.message);
    }
    const reference = check.request.reference ?? makeReference();
    if (find(reference) || charges.has(reference)) {
      log(`Paystack double: refused a transaction (reference ${reference} already used).`);
      return refused(400, 'Duplicate Transaction Reference');
    }
    const transaction: DoubleTransaction = {
      ...check.request,
      reference,
      id: nextId++,
      receivedAt: new Date().toISOString(),
    };
    transactions.push(transaction);
    const { amount, currency, planCode, email } = transaction;
    const plan = planCode ? ` monthly on ${planCode}` : '';
    log(`Paystack double: ${reference} ${money(amount, currency)}${plan} from ${email}`);
    return [200, { status: true, message: 'Inline transaction initialized', data: checkoutData(transaction) }];
  };

  const resume = (rawBody: string): Answer => {
    const { accessCode } = fieldsOf(rawBody);
    const transaction = transactions.find((each) => checkoutData(each).access_code === accessCode);
    if (!transaction) return refused(400, 'Invalid access code');
    if (transaction.charged) {
      log(`Paystack double: refused to resume ${transaction.reference} (already paid).`);
      return refused(400, 'Transaction has already been completed');
    }
    log(`Paystack double: ${transaction.reference} resumed.`);
    return [200, { status: true, message: 'Transaction resumed', data: checkoutData(transaction) }];
  };

  /** `silent: true` (tests only) charges without delivering, for /paystack/__deliver to spoil. */
  const charge = (rawBody: string): Answer => {
    const { reference: asked, silent } = fieldsOf(rawBody);
    const transaction = find(asked);
    if (!transaction) return refused(404, 'Transaction not found');
    const { reference, email, currency, metadata, planCode } = transaction;
    if (!transaction.charged) {
      const { amount } = checkoutData(transaction);
      const charged = {
        id: nextId++,
        reference,
        email,
        amount,
        currency,
        metadata,
        planCode,
        paidAt: new Date().toISOString(),
      };
      transaction.charged = charged;
      charges.set(reference, charged);
      log(`Paystack double: ${reference} paid (${money(amount, currency)}).`);
      // Paystack sends its event on its own schedule, after the checkout has closed: so does the double.
      if (silent !== true)
        deliver(chargeSuccessEvent(charged)).then(
          (reply) => log(`Paystack double: the webhook answered ${reply.status} "${reply.text}" for ${reference}.`),
          (error: unknown) => log(`Paystack double: the webhook did not answer for ${reference}: ${String(error)}`),
        );
    }
    return [200, { status: true, message: 'Approved', data: { reference } }];
  };

  const verify = (authorization: string | undefined, reference: string): Answer => {
    if (authorization !== `Bearer ${LOCAL_PAYSTACK_SECRET_KEY}`) return refused(401, 'Invalid key');
    const charged = charges.get(reference);
    const pending = find(reference);
    if (!charged && !pending) return refused(400, 'Transaction reference not found');
    const data = charged
      ? transactionData(disagreeing.has(reference) ? { ...charged, amount: charged.amount + 100 } : charged)
      : { reference, status: 'abandoned', amount: pending?.amount, currency: pending?.currency };
    return [200, { status: true, message: 'Verification successful', data }];
  };

  /** POST {reference, spoil?}: sends a paid transaction's charge.success again, spoilt as asked; answers the webhook's reply. */
  const redeliver = async (rawBody: string): Promise<Answer> => {
    const { reference, spoil } = fieldsOf(rawBody);
    const charged = typeof reference === 'string' ? charges.get(reference) : undefined;
    if (!charged) return refused(404, 'No paid transaction with that reference');
    const spoilt = Spoil.optional().safeParse(spoil);
    if (!spoilt.success) return refused(400, 'Unknown spoil');
    if (spoilt.data === 'verify-disagrees') disagreeing.add(charged.reference);
    return [200, await deliver(chargeSuccessEvent(charged), spoilt.data)];
  };

  /** POST {reference}: a monthly gift's next month, charged (a new reference) or, with failed: true, declined. */
  const renew = async (rawBody: string): Promise<Answer> => {
    const { reference, failed } = fieldsOf(rawBody);
    const first = typeof reference === 'string' ? charges.get(reference) : undefined;
    if (!first?.planCode) return refused(404, 'No paid subscription with that reference');
    // A renewal is Paystack's own charge: a reference of its making, and no metadata from the donate form.
    const renewal = {
      ...first,
      id: nextId++,
      reference: makeReference(),
      metadata: '',
      paidAt: new Date().toISOString(),
    };
    const declined = failed === true;
    if (!declined) charges.set(renewal.reference, renewal);
    log(`Paystack double: renewal ${renewal.reference} of ${first.reference} ${declined ? 'declined' : 'charged'}.`);
    const event = declined ? invoicePaymentFailedEvent(renewal) : chargeSuccessEvent(renewal);
    return [200, { reference: renewal.reference, ...(await deliver(event)) }];
  };

  const posts = new Map<string, (rawBody: string) => Answer | Promise<Answer>>([
    ['/paystack/checkout/request_inline', setUp],
    ['/paystack/checkout/charge', charge],
    ['/paystack/checkout/resume', resume],
    ['/paystack/__deliver', redeliver],
    ['/paystack/__renew', renew],
  ]);

  return serveLocally({ port, name: 'Paystack double', log }, async (request, response, { pathname, searchParams }) => {
    const post = request.method === 'POST' ? posts.get(pathname) : undefined;
    if (post) return sendJson(response, ...(await post(await readBody(request))));
    if (request.method !== 'GET') return sendText(response, 404, 'Not found');
    if (pathname === PAYSTACK_DOUBLE_SCRIPT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return void response.end(script);
    }
    if (pathname.startsWith(VERIFY_PREFIX)) {
      const reference = decodeURIComponent(pathname.slice(VERIFY_PREFIX.length));
      return sendJson(response, ...verify(request.headers.authorization, reference));
    }
    if (pathname === '/paystack/__transactions') {
      // ?email= keeps tests that run side by side apart.
      const email = searchParams.get('email');
      return sendJson(response, 200, email ? transactions.filter((each) => each.email === email) : transactions);
    }
    return sendText(response, 404, 'Not found');
  });
};
