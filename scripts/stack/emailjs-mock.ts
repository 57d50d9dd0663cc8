import type { ServerResponse } from 'node:http';
import { setTimeout } from 'node:timers/promises';
import { z } from 'zod';
import {
  parseJson,
  parseObject,
  readBody,
  sendJson,
  sendText,
  serveLocally,
  type StartLocalDouble,
} from './http-helpers';

/** EmailJS's HTTP API on the local stack, so the contact form works with no account and no internet. */

type EmailJsSendBody = {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  accessToken?: string;
};

export type InboxEntry = { receivedAt: string; body: EmailJsSendBody };

const CannedResponses = z.array(
  z.object({
    status: z.int().min(200).max(599),
    text: z.string(),
    subject: z.string().optional(),
    delayMs: z.number().min(0).max(30_000).optional(),
  }),
);
/** A test's answer for a coming send; `subject` keeps parallel tests from taking each other's answers. */
export type CannedResponse = z.infer<typeof CannedResponses>[number];

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Refuses (400) what EmailJS itself refuses, with its wording, so the app's error path meets it as in production. */
const validateSendRequest = (rawBody: string): EmailJsSendBody | string => {
  const parsed = parseObject(rawBody);
  if (!parsed)
    return parseJson(rawBody) === undefined
      ? 'The request body must be JSON'
      : 'The request body must be a JSON object';
  if (!isFilled(parsed.user_id)) return 'The Public Key is required';
  if (!isFilled(parsed.service_id)) return 'The service ID is required';
  if (!isFilled(parsed.template_id)) return 'The template ID is required';
  const templateParams = parsed.template_params ?? {};
  if (typeof templateParams !== 'object' || Array.isArray(templateParams))
    return 'The template params have to be the object';
  return { ...parsed, template_params: templateParams } as EmailJsSendBody;
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

export const startEmailJsMock: StartLocalDouble = ({ port, log }) => {
  const inbox: InboxEntry[] = [];
  const nextResponses: CannedResponse[] = [];

  const takeCanned = (subject: unknown): CannedResponse | undefined => {
    const index = nextResponses.findIndex((canned) => canned.subject === undefined || canned.subject === subject);
    return index < 0 ? undefined : nextResponses.splice(index, 1)[0];
  };

  const receive = async (rawBody: string, response: ServerResponse): Promise<void> => {
    const body = validateSendRequest(rawBody);
    const valid = typeof body !== 'string';
    // A canned answer stands for the service, whatever was sent; only a message answered 200 is delivered.
    const canned = takeCanned(valid ? body.template_params['subject'] : undefined);
    if (canned?.delayMs) await setTimeout(canned.delayMs);
    const status = canned?.status ?? (valid ? 200 : 400);
    const text = canned?.text ?? (valid ? 'OK' : body);
    if (valid && status === 200) {
      const receivedAt = new Date();
      inbox.push({ receivedAt: receivedAt.toISOString(), body });
      log(formatReceivedMessage(body, receivedAt));
    } else if (canned) {
      log(`EmailJS mock: answered ${status} "${text}" as a test asked.`);
    } else if (!valid) {
      log(`EmailJS mock: refused a message (${status} "${text}").`);
    }
    sendText(response, status, text);
  };

  return serveLocally({ port, name: 'EmailJS mock', log }, async (request, response, { pathname }) => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && pathname === '/api/v1.0/email/send') return receive(await readBody(request), response);
    if (method === 'GET' && pathname === '/__inbox') return sendJson(response, 200, inbox);
    if (method === 'POST' && pathname === '/__inbox/next-responses') {
      const canned = CannedResponses.safeParse(parseJson(await readBody(request)));
      if (!canned.success) return sendText(response, 400, 'Expected a JSON array of {status, text}');
      nextResponses.push(...canned.data);
      return sendJson(response, 200, { queued: nextResponses.length });
    }
    return sendText(response, 404, 'Not found');
  });
};
