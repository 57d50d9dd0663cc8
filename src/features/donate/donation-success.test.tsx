import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { donationOptions } from '../../content/donations';
import { formatMoney } from '../../lib/money-format';
import type { GiftReceiptRecord } from '../../shared/gift-records';
import { GiftStatus } from './donation-success';
import { RECEIPT_TEXT } from './success/receipt-texts';

afterEach(cleanup);

const reference = 'hh_abcdefghijklmnopqrstuvwxyz';
const record: GiftReceiptRecord = {
  status: 'confirmed',
  amount: 2_500_000,
  currency: 'NGN',
  program: 'mission',
  frequency: 'once',
  paidAt: '2026-11-28T10:00:00.000Z',
};
const amount = formatMoney(25_000, 'NGN');

describe('the gift on the thank-you page', () => {
  it('shows the amount, the program and the reference once the server confirmed it', () => {
    render(<GiftStatus view={{ kind: 'confirmed', reference, record }} />);
    expect(screen.getByRole('status').textContent).toBe(RECEIPT_TEXT.confirmed);
    const region = screen.getByRole('region', { name: 'Your gift' });
    expect(region.textContent).toContain(amount);
    expect(region.textContent).toContain(donationOptions.mission.title);
    expect(region.textContent).toContain(reference);
  });

  it('says a monthly gift is monthly', () => {
    render(<GiftStatus view={{ kind: 'confirmed', reference, record: { ...record, frequency: 'monthly' } }} />);
    expect(screen.getByRole('region').textContent).toContain(`${amount} every month`);
  });

  it('shows no amount while waiting, offline, for a failed payment or an unknown reference', () => {
    const views = [
      { kind: 'waiting', reference },
      { kind: 'offline', reference },
      { kind: 'failed', reference, record: { ...record, status: 'failed' } },
      { kind: 'unknown', reference },
      { kind: 'unknown' },
    ] as const;
    for (const view of views) {
      render(<GiftStatus view={view} />);
      const region = screen.getByRole('region');
      expect(region.textContent, view.kind).not.toContain(amount);
      expect(region.textContent, view.kind).not.toContain(donationOptions.mission.title);
      expect(region.textContent).not.toContain(RECEIPT_TEXT.confirmed);
      cleanup();
    }
  });

  it('says a failed payment was not completed', () => {
    render(<GiftStatus view={{ kind: 'failed', reference, record: { ...record, status: 'failed' } }} />);
    expect(screen.getByRole('status').textContent).toMatch(/^Not completed/);
  });

  it("points a reference the server does not know to the charity's address, and shows a forged one nowhere", () => {
    render(<GiftStatus view={{ kind: 'unknown', reference }} />);
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(
      `mailto:${site.contact.email}`,
    );
    expect(screen.getByRole('region').textContent).toContain(reference);
    cleanup();
    render(<GiftStatus view={{ kind: 'unknown' }} />);
    expect(screen.getByRole('link', { name: site.contact.email })).toBeTruthy();
    expect(screen.queryByText(/Your reference/)).toBeNull();
  });
});
