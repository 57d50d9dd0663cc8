import { describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { donationOptions } from '../../../src/content/donations';
import type { DonationRecord } from '../../../src/shared/gift-records';
import { sendReceipt } from './receipt-email';

const donation: DonationRecord = {
  status: 'confirmed',
  reference: 'hh_abcdefghijklmnopqrstuvwxyz',
  email: 'donor@example.org',
  amount: 1_250_050,
  currency: 'NGN',
  program: 'education',
  frequency: 'monthly',
  paidAt: '2026-11-28T23:30:00.000Z',
  channel: 'card',
  recordedAt: '2026-11-28T23:30:05.000Z',
};

const settings = {
  origin: 'https://emailjs.test/',
  serviceId: 'service',
  templateId: 'receipt',
  publicKey: 'public',
  privateKey: 'private',
};

/** Records what would have been posted, and answers as EmailJS would. */
function fakeEmailJs(response = () => new Response('OK')) {
  const posted: { url: string; body: Record<string, unknown> & { template_params: Record<string, string> } }[] = [];
  const fetchImpl = (url: string, init?: RequestInit): Promise<Response> => {
    posted.push({
      url,
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as (typeof posted)[number]['body'],
    });
    return Promise.resolve(response());
  };
  return { posted, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe("the donor's receipt", () => {
  it("is posted to EmailJS's REST API with the private key, addressed to the donor", async () => {
    const { posted, fetchImpl } = fakeEmailJs();
    await sendReceipt(settings, donation, fetchImpl);
    expect(posted).toHaveLength(1);
    const { url, body } = posted[0] ?? { url: '', body: { template_params: {} } };
    expect(url).toBe('https://emailjs.test/api/v1.0/email/send');
    expect(body).toMatchObject({
      service_id: 'service',
      template_id: 'receipt',
      user_id: 'public',
      accessToken: 'private',
    });
    expect(body.template_params['to_email']).toBe(donation.email);
  });

  it("says the amount charged, the program, the date in Nigeria, the reference and the charity's contacts", async () => {
    const { posted, fetchImpl } = fakeEmailJs();
    await sendReceipt(settings, donation, fetchImpl);
    const message = posted[0]?.body.template_params['message'] ?? '';
    expect(message).toMatch(/12,500\.50/);
    expect(message).toContain(donationOptions.education.title);
    // 23:30 UTC on the 28th is already the 29th in Lagos (UTC+1).
    expect(message).toMatch(/29 November 2026/);
    expect(message).toContain(donation.reference);
    expect(message).toContain(site.name);
    expect(message).toContain(site.contact.email);
  });

  it('fails loudly when EmailJS refuses it, so the webhook logs that no receipt went out', async () => {
    const { fetchImpl } = fakeEmailJs(() => new Response('The Public Key is invalid', { status: 400 }));
    await expect(sendReceipt(settings, donation, fetchImpl)).rejects.toThrow(/400/);
  });
});
