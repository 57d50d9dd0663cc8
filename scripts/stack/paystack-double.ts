import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import ts from 'typescript';
import { LOCAL_HOST, PAYSTACK_DOUBLE_SCRIPT_PATH } from '../../src/config/local-stack';
import { allowAnyOrigin, BodyTooLargeError, readBody, sendJson, sendText } from './http-helpers';
import { checkInlineRequest, makeReference, type InlineRequest } from './paystack-double-request';

/**
 * A stand-in for Paystack on the local stack, so Give online works with no account and no internet:
 * it serves a script that speaks Paystack Inline's PaystackPop interface (paystack-double-browser.ts)
 * at /paystack/v2/inline.js, and answers the transaction set-up that script asks for. Every
 * transaction is printed, and tests read them from /paystack/__transactions.
 */

export const PAYSTACK_INLINE_PATH = '/paystack/checkout/request_inline';
export const TRANSACTIONS_PATH = '/paystack/__transactions';

export type DoubleTransaction = InlineRequest & { reference: string; receivedAt: string };

export type PaystackDoubleOptions = { port: number; host?: string; log: (text: string) => void };

export type PaystackDouble = { url: string; stop: () => Promise<void> };

/** The browser script, compiled once per start: plain JavaScript, as the browser runs it. */
function browserScript(): string {
  const source = readFileSync(new URL('./paystack-double-browser.ts', import.meta.url), 'utf8');
  return ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

function describe(transaction: DoubleTransaction): string {
  const amount = (transaction.amount / 100).toFixed(2);
  const plan = transaction.planCode ? ` monthly on ${transaction.planCode}` : '';
  return `Paystack double: ${transaction.reference} ${transaction.currency} ${amount}${plan} from ${transaction.email}`;
}

export const startPaystackDouble = async ({
  port,
  host = LOCAL_HOST,
  log,
}: PaystackDoubleOptions): Promise<PaystackDouble> => {
  const script = browserScript();
  const transactions: DoubleTransaction[] = [];
  let nextId = 1;

  const setUp = (rawBody: string, response: ServerResponse): void => {
    const check = checkInlineRequest(rawBody);
    if (!check.ok) {
      log(`Paystack double: refused a transaction (${check.message}).`);
      return sendJson(response, 400, { status: false, message: check.message });
    }
    const transaction: DoubleTransaction = {
      ...check.request,
      reference: makeReference(),
      receivedAt: new Date().toISOString(),
    };
    transactions.push(transaction);
    log(describe(transaction));
    const { reference, email, amount, currency } = transaction;
    sendJson(response, 200, {
      status: true,
      message: 'Inline transaction initialized',
      data: { id: nextId++, reference, access_code: `double_${reference}`, email, amount, currency },
    });
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    allowAnyOrigin(request, response);
    const url = new URL(request.url ?? '/', 'http://double');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return sendText(response, 204, '');
    if (method === 'GET' && url.pathname === PAYSTACK_DOUBLE_SCRIPT_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(script);
      return;
    }
    if (method === 'POST' && url.pathname === PAYSTACK_INLINE_PATH) return setUp(await readBody(request), response);
    if (method === 'GET' && url.pathname === TRANSACTIONS_PATH) {
      // ?email= keeps tests that run side by side apart.
      const email = url.searchParams.get('email');
      return sendJson(response, 200, email ? transactions.filter((each) => each.email === email) : transactions);
    }
    if (method === 'GET' && url.pathname === '/') return sendText(response, 200, 'Local Paystack double');
    return sendText(response, 404, 'Not found');
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLargeError) return sendText(response, 413, error.message);
      sendText(response, 500, 'The Paystack double failed');
      log(`Paystack double: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;

  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      // Browsers keep connections alive; without this, close() would wait for them to idle out.
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return { url: `http://${host}:${address.port}`, stop };
};
