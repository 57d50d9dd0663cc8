import type { EmailJsSendBody } from './emailjs-request';

/** The contact form's template fields (spec: user_name, user_email, subject, message) and the message's id. */
const KNOWN_PARAMS = new Set(['user_name', 'user_email', 'subject', 'message', 'message_id', 'to_email']);

const asText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const indentBody = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');

/**
 * Renders a received message like a mail client would, so someone trying the contact form
 * sees at a glance that it arrived and what it said.
 */
export const formatReceivedMessage = (body: EmailJsSendBody, receivedAt: Date): string => {
  const params = body.template_params;
  const name = asText(params.user_name);
  const email = asText(params.user_email);
  const from = name && email ? `${name} <${email}>` : name || email || '(not given)';
  // The gift receipts the Paystack webhook sends (functions/) are addressed to the donor.
  const recipient = asText(params.to_email);
  const heading = recipient
    ? `✉  Receipt to ${recipient} received by the local EmailJS mock at ${receivedAt.toLocaleTimeString()}`
    : `✉  Contact message received by the local EmailJS mock at ${receivedAt.toLocaleTimeString()}`;
  const extras = Object.entries(params)
    .filter(([key]) => !KNOWN_PARAMS.has(key))
    .map(([key, value]) => `  ${key}: ${asText(value)}`);
  return [
    heading,
    ...(recipient ? [] : [`  From:    ${from}`]),
    `  Subject: ${asText(params.subject) || '(no subject)'}`,
    // The same id on two messages means one message sent twice (docs/deploy.md: the EmailJS template).
    `  Message id: ${asText(params.message_id) || '(none)'}`,
    ...extras,
    '  Message:',
    indentBody(asText(params.message) || '(empty)'),
    `  (service ${body.service_id}, template ${body.template_id})`,
  ].join('\n');
};
