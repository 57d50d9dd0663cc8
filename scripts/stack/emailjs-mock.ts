import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_HOST } from '../../src/config/local-stack';
import { formatReceivedMessage } from './emailjs-message-printout';
import { validateSendRequest, type EmailJsSendBody } from './emailjs-request';
import { allowAnyOrigin, BodyTooLargeError, readBody, sendJson, sendText } from './http-helpers';

/**
 * A stand-in for EmailJS's HTTP API, so the contact form (and its offline outbox) works on the
 * local stack with no account and no internet. Tests drive it through the /__inbox routes.
 */

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';
export const INBOX_PATH = '/__inbox';
export const NEXT_RESPONSES_PATH = '/__inbox/next-responses';

export type InboxEntry = { receivedAt: string; body: EmailJsSendBody };
/**
 * A test's answer for a coming send. With `subject`, it answers only a message with that subject,
 * so tests running in parallel cannot take each other's answers; `delayMs` holds the answer back
 * (to watch the form's "Sending..." state).
 */
export type CannedResponse = { status: number; text: string; subject?: string; delayMs?: number };

export type EmailJsMockOptions = { port: number; host?: string; log: (text: string) => void };

export type EmailJsMock = { url: string; stop: () => Promise<void> };

const isCannedResponse = (value: unknown): value is CannedResponse => {
  if (typeof value !== 'object' || value === null) return false;
  const { status, text, subject, delayMs } = value as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 200 &&
    status <= 599 &&
    typeof text === 'string' &&
    (subject === undefined || typeof subject === 'string') &&
    (delayMs === undefined || (typeof delayMs === 'number' && delayMs >= 0 && delayMs <= 30_000))
  );
};

const parseCannedResponses = (rawBody: string): CannedResponse[] | undefined => {
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return Array.isArray(parsed) && parsed.every(isCannedResponse) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

export const startEmailJsMock = async ({ port, host = LOCAL_HOST, log }: EmailJsMockOptions): Promise<EmailJsMock> => {
  const inbox: InboxEntry[] = [];
  const nextResponses: CannedResponse[] = [];

  const takeCanned = (subject: unknown): CannedResponse | undefined => {
    const index = nextResponses.findIndex((canned) => canned.subject === undefined || canned.subject === subject);
    return index < 0 ? undefined : nextResponses.splice(index, 1)[0];
  };

  const receive = async (rawBody: string, response: ServerResponse): Promise<void> => {
    const validation = validateSendRequest(rawBody);
    // A canned answer stands for the service failing (or succeeding) whatever was sent,
    // so it comes before validation; only a message answered 200 counts as delivered.
    const canned = takeCanned(validation.ok ? validation.body.template_params['subject'] : undefined);
    if (canned?.delayMs) await new Promise((resolve) => setTimeout(resolve, canned.delayMs));
    const status = canned?.status ?? (validation.ok ? 200 : validation.status);
    const text = canned?.text ?? (validation.ok ? 'OK' : validation.text);
    if (validation.ok && status === 200) {
      const receivedAt = new Date();
      inbox.push({ receivedAt: receivedAt.toISOString(), body: validation.body });
      log(formatReceivedMessage(validation.body, receivedAt));
    } else if (canned) {
      log(`EmailJS mock: answered ${status} "${text}" as a test asked.`);
    } else if (!validation.ok) {
      log(`EmailJS mock: refused a message (${status} "${text}").`);
    }
    sendText(response, status, text);
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    allowAnyOrigin(request, response);
    const path = new URL(request.url ?? '/', 'http://mock').pathname;
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return sendText(response, 204, '');
    if (method === 'POST' && path === EMAILJS_SEND_PATH) return receive(await readBody(request), response);
    if (method === 'GET' && path === INBOX_PATH) return sendJson(response, 200, inbox);
    if (method === 'DELETE' && path === INBOX_PATH) {
      // A clean slate for the next test: delivered messages and any answers still queued.
      inbox.length = 0;
      nextResponses.length = 0;
      return sendText(response, 204, '');
    }
    if (method === 'POST' && path === NEXT_RESPONSES_PATH) {
      const canned = parseCannedResponses(await readBody(request));
      if (!canned) return sendText(response, 400, 'Expected a JSON array of {status, text}');
      nextResponses.push(...canned);
      return sendJson(response, 200, { queued: nextResponses.length });
    }
    if (method === 'GET' && path === '/') return sendText(response, 200, 'Local EmailJS mock');
    return sendText(response, 404, 'Not found');
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLargeError) return sendText(response, 413, error.message);
      sendText(response, 500, 'The EmailJS mock failed');
      log(`EmailJS mock: ${error instanceof Error ? error.message : String(error)}`);
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

export const stopEmailJsMock = (mock: EmailJsMock): Promise<void> => mock.stop();
