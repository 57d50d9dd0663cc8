import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { donationOptions } from '../../content/donations';
import { theme } from '../../theme';
import { DonationOptionCard } from './donation-option-card';

afterEach(cleanup);

function renderCard(checkoutUrl: string | undefined, selected = false) {
  const rootRoute = createRootRoute({
    component: () => (
      <DonationOptionCard option={donationOptions.education} selected={selected} checkoutUrl={checkoutUrl} />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('donation option card', () => {
  it('offers card payment through the configured hosted checkout link', async () => {
    renderCard('https://buy.stripe.com/test_education');
    const button = await screen.findByRole('link', { name: 'Give to Education by Card' });
    expect(button.getAttribute('href')).toBe('https://buy.stripe.com/test_education');
  });

  it('shows no card button when no checkout link is configured', async () => {
    renderCard(undefined);
    await screen.findByRole('heading', { name: 'Education' });
    expect(screen.queryByRole('link', { name: /by Card/ })).toBeNull();
  });

  it('marks the chosen option as selected, in words and for screen readers', async () => {
    renderCard(undefined, true);
    const card = await screen.findByRole('article', { name: /Education/ });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(card.textContent).toContain('Selected');
  });
});
