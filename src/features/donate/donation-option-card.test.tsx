import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaystackConfig } from '../../config/paystack';
import { donationOptions } from '../../content/donations';
import { DonationOptionCard } from './donation-option-card';

afterEach(cleanup);

const paystack: PaystackConfig = {
  publicKey: 'pk_test_abc',
  scriptUrl: 'https://js.paystack.co/v2/inline.js',
  currencies: ['NGN', 'USD'],
  monthlyPlans: { education: { NGN: { code: 'PLN_edungn', amount: 7500 } }, 'community-development': {}, mission: {} },
};

function renderCard(config: PaystackConfig | null, selected = false, option = donationOptions.education) {
  const rootRoute = createRootRoute({
    component: () => <DonationOptionCard option={option} selected={selected} paystack={config} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

describe('donation option card', () => {
  it('offers Give online with the currencies, the suggested gifts by amount, Other amount and an e-mail field', async () => {
    renderCard(paystack);
    const form = await screen.findByRole('form', { name: 'Give online to Education' });
    expect(form.getAttribute('method')).toBe('post');
    const currency = within(form).getByRole('group', { name: 'Currency' });
    expect(within(currency).getByRole('radio', { name: 'Naira (₦)' })).toHaveProperty('checked', true);
    expect(within(currency).getByRole('radio', { name: 'US dollars ($)' })).toHaveProperty('checked', false);
    const amount = within(form).getByRole('group', { name: 'Amount' });
    expect(within(amount).getAllByRole('radio')).toHaveLength(donationOptions.education.suggestedGifts.length + 1);
    for (const gift of donationOptions.education.suggestedGifts) {
      const radio = within(amount).getByRole('radio', { name: `₦${gift.amountNgn.toLocaleString('en-NG')}` });
      // The gift's description on the card is what the amount does.
      expect(radio.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent).toBe(gift.description);
    }
    expect(within(amount).getByRole('radio', { name: 'Other amount' })).toBeTruthy();
    expect(within(form).getByRole('spinbutton', { name: 'Other amount in naira (₦)' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Continue to payment' }).getAttribute('type')).toBe('submit');
  });

  it('offers Monthly only where the program has a plan', async () => {
    renderCard(paystack);
    const education = await screen.findByRole('form', { name: 'Give online to Education' });
    expect(within(education).getByRole('radio', { name: /^Monthly/ })).toBeTruthy();
    cleanup();
    renderCard(paystack, false, donationOptions.mission);
    const mission = await screen.findByRole('form', { name: 'Give online to Mission' });
    expect(within(mission).queryByRole('radio', { name: /^Monthly/ })).toBeNull();
  });

  it('asks for no currency when only naira is offered', async () => {
    renderCard({ ...paystack, currencies: ['NGN'] });
    const form = await screen.findByRole('form', { name: 'Give online to Education' });
    expect(within(form).queryByRole('group', { name: 'Currency' })).toBeNull();
  });

  it('offers no online giving when Paystack is not configured', async () => {
    renderCard(null);
    await screen.findByRole('heading', { name: 'Education' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('marks the chosen option as selected, in words and for screen readers', async () => {
    renderCard(null, true);
    const card = await screen.findByRole('article', { name: /Education/ });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(card.textContent).toContain('Selected');
  });
});
