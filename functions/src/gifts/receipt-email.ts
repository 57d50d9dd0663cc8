import { donationOptions } from '../../../src/content/donations';
import { site } from '../../../src/config/site';
import type { DonationRecord } from '../../../src/shared/gift-records';

/** EmailJS's REST API, called with the account's private key (server-side sending must carry it). */
export interface EmailJsSettings {
  origin: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string;
}

export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(amount / 100);

const day = (iso: string): string =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(new Date(iso));

/**
 * The receipt's fields for the EmailJS template (docs/giving.md lists them), and `message`, the whole
 * receipt as plain text, so a template of `{{message}}` alone is already a complete receipt.
 */
export function receiptParams(donation: DonationRecord): Record<string, string> {
  const amount = money(donation.amount, donation.currency);
  const program = donationOptions[donation.program].title;
  const date = day(donation.paidAt);
  const { contact } = site;
  const monthly = donation.frequency === 'monthly' ? ' (monthly gift)' : '';
  const message = [
    `Thank you for your gift to ${site.name}.`,
    '',
    `Amount: ${amount}${monthly}`,
    `Program: ${program}`,
    `Date: ${date}`,
    `Reference: ${donation.reference}`,
    '',
    `Questions about this gift? Write to ${contact.email} or call ${contact.phone}, quoting the reference.`,
    site.name,
  ].join('\n');
  return {
    to_email: donation.email,
    subject: `Your gift to ${site.name}: ${amount}`,
    amount,
    program,
    frequency: donation.frequency,
    date,
    reference: donation.reference,
    charity_name: site.name,
    charity_email: contact.email,
    charity_phone: contact.phone,
    message,
  };
}

export async function sendReceipt(
  settings: EmailJsSettings,
  donation: DonationRecord,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(`${settings.origin.replace(/\/+$/, '')}${EMAILJS_SEND_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      service_id: settings.serviceId,
      template_id: settings.templateId,
      user_id: settings.publicKey,
      accessToken: settings.privateKey,
      template_params: receiptParams(donation),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`EmailJS answered ${response.status}: ${await response.text()}`);
}
