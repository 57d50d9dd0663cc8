import type { ServerResponse } from 'node:http';
import { parseJson, parseObject, readBody, sendJson, sendText, serveLocally, type LocalServer } from './http-helpers';

/** EmailJS's HTTP API on the local stack, so the contact form works with no account and no internet. */

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';
export const INBOX_PATH = '/__inbox';
export const NEXT_RESPONSES_PATH = '/__inbox/next-responses';

export type EmailJsSendBody = {
  lib_version?: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  accessToken?: string;
};

export type InboxEntry = { receivedAt: string; body: EmailJsSendBody };
/** A test's answer for a coming send; `subject` keeps parallel tests from taking each other's answers. */
export type CannedResponse = { status: number; text: string; subject?: string; delayMs?: number };

type Validation = { ok: true; body: EmailJsSendBody } | { ok: false; status: number; text: string };

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Refuses what EmailJS itself refuses, with its wording, so the app's error path meets it as in production. */
const validateSendRequest = (rawBody: string): Validation => {
  const refuse = (text: string): Validation => ({ ok: false, status: 400, text });
  const parsed = parseObject(rawBody);
  if (!parsed)
    return refuse(
      parseJson(rawBody) === undefined ? 'The request body must be JSON' : 'The request body must be a JSON object',
    );
  if (!isFilled(parsed.user_id)) return refuse('The Public Key is required');
  if (!isFilled(parsed.service_id)) return refuse('The service ID is required');
  if (!isFilled(parsed.template_id)) return refuse('The template ID is required');
  const templateParams = parsed.template_params ?? {};
  if (typeof templateParams !== 'object' || Array.isArray(templateParams)) {
    return refuse('The template params have to be the object');
  }
  return { ok: true, body: { ...parsed, template_params: templateParams } as EmailJsSendBody };
};

const KNOWN_PARAMS = new Set(['user_name', 'user_email', 'subject', 'message', 'message_id', 'to_email']);

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export const formatReceivedMessage = (body: EmailJsSendBody, receivedAt: Date): string => {
  const params = body.template_params;
  const name = asText(params.user_name);
  const email = asText(params.user_email);
  const from = name && email ? `${name} <${email}>` : name || email || '(not given)';
  // The gift receipts the Paystack webhook sends (functions/) are addressed to the donor.
  const recipient = asText(params.to_email);
  const what = recipient ? `Receipt to ${recipient}` : 'Contact message';
  const message = asText(params.message) || '(empty)';
  return [
    `✉  ${what} received by the local EmailJS mock at ${receivedAt.toLocaleTimeString()}`,
    ...(recipient ? [] : [`  From:    ${from}`]),
    `  Subject: ${asText(params.subject) || '(no subject)'}`,
    // The same id on two messages means one message sent twice (docs/deploy.md: the EmailJS template).
    `  Message id: ${asText(params.message_id) || '(none)'}`,
    ...Object.entries(params)
      .filter(([key]) => !KNOWN_PARAMS.has(key))
      .map(([key, value]) => `  ${key}: ${asText(value)}`),
    '  Message:',
    ...message.split(/\r?\n/).map((line) => (line ? `    ${line}` : '')),
    `  (service ${body.service_id}, template ${body.template_id})`,
  ].join('\n');
};

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
  const parsed = parseJson(rawBody);
  return Array.isArray(parsed) && parsed.every(isCannedResponse) ? parsed : undefined;
};

type MockOptions = { port: number; log: (text: string) => void };

export const startEmailJsMock = ({ port, log }: MockOptions): Promise<LocalServer> => {
  const inbox: InboxEntry[] = [];
  const nextResponses: CannedResponse[] = [];

  const takeCanned = (subject: unknown): CannedResponse | undefined => {
    const index = nextResponses.findIndex((canned) => canned.subject === undefined || canned.subject === subject);
    return index < 0 ? undefined : nextResponses.splice(index, 1)[0];
  };

  const receive = async (rawBody: string, response: ServerResponse): Promise<void> => {
    const validation = validateSendRequest(rawBody);
    // A canned answer stands for the service, whatever was sent; only a message answered 200 is delivered.
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

  return serveLocally({ port, name: 'EmailJS mock', log }, async (request, response, { pathname }) => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && pathname === EMAILJS_SEND_PATH) return receive(await readBody(request), response);
    if (method === 'GET' && pathname === INBOX_PATH) return sendJson(response, 200, inbox);
    if (method === 'DELETE' && pathname === INBOX_PATH) {
      inbox.length = 0;
      nextResponses.length = 0;
      return sendText(response, 204, '');
    }
    if (method === 'POST' && pathname === NEXT_RESPONSES_PATH) {
      const canned = parseCannedResponses(await readBody(request));
      if (!canned) return sendText(response, 400, 'Expected a JSON array of {status, text}');
      nextResponses.push(...canned);
      return sendJson(response, 200, { queued: nextResponses.length });
    }
    if (method === 'GET' && pathname === '/') return sendText(response, 200, 'Local EmailJS mock');
    return sendText(response, 404, 'Not found');
  });
};
