import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readChoice } from './consent-choice';
import { ConsentManager, consentView, type AnalyticsSwitch } from './consent-manager';
import { ConsentStore } from './consent-store';

const STORAGE_KEY = 'charity.analytics-consent';

function fakeAnalytics() {
  return { start: vi.fn(() => Promise.resolve()), stop: vi.fn(() => Promise.resolve()) } satisfies AnalyticsSwitch;
}

/** The manager as the root layout mounts it, with a store of its own so tests do not share a choice. */
function renderManager(analyticsConfigured: boolean, analytics: AnalyticsSwitch, store = new ConsentStore()) {
  const rootRoute = createRootRoute({
    component: () => (
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={(event) => store.openReview(event.currentTarget)}>
          Privacy choices
        </button>
        <ConsentManager analyticsConfigured={analyticsConfigured} analytics={analytics} store={store} />
      </main>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return store;
}

const banner = () => screen.queryByRole('region', { name: 'Privacy choices' });
const openChoices = async () => fireEvent.click(await screen.findByRole('button', { name: 'Privacy choices' }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('which consent view shows', () => {
  it.each([
    [true, null, false, 'ask'],
    [true, 'granted', false, 'none'],
    [true, 'denied', false, 'none'],
    [false, null, false, 'none'],
    [false, null, true, 'review'],
    [true, 'granted', true, 'review'],
  ] as const)('configured %s, choice %s, reviewing %s: %s', (configured, choice, reviewing, expected) => {
    expect(consentView(configured, { choice, reviewing })).toBe(expected);
  });
});

describe('the analytics consent banner', () => {
  it('does not appear, and analytics never starts, when no measurement id is configured', async () => {
    const analytics = fakeAnalytics();
    renderManager(false, analytics);
    await screen.findByRole('button', { name: 'Privacy choices' });
    expect(banner()).toBeNull();
    expect(analytics.start).not.toHaveBeenCalled();
  });

  it('asks a first-time visitor and starts nothing before they answer', async () => {
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    expect(await screen.findByRole('region', { name: 'Privacy choices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept analytics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(analytics.start).not.toHaveBeenCalled();
  });

  it('starts analytics on Accept, remembers the answer and goes away', async () => {
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    expect(analytics.start).toHaveBeenCalledTimes(1);
    expect(readChoice()).toBe('granted');
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('starts nothing on Decline, and remembers that too', async () => {
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(analytics.start).not.toHaveBeenCalled();
    expect(analytics.stop).toHaveBeenCalled();
    expect(readChoice()).toBe('denied');
    expect(banner()).toBeNull();
  });

  it('does not ask a returning visitor who accepted, and starts analytics for them', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice: 'granted', decidedAt: '2026-01-01', version: 1 }));
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    await screen.findByRole('button', { name: 'Privacy choices' });
    expect(banner()).toBeNull();
    expect(analytics.start).toHaveBeenCalledTimes(1);
  });

  it('asks again when the remembered answer is unreadable or from an older question', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice: 'granted', decidedAt: '2025-01-01', version: 0 }));
    expect(readChoice()).toBeNull();
    localStorage.setItem(STORAGE_KEY, '{not json');
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    expect(await screen.findByRole('region', { name: 'Privacy choices' })).toBeTruthy();
    expect(analytics.start).not.toHaveBeenCalled();
  });
});

describe('Privacy choices in the footer', () => {
  it('lets a visitor who accepted withdraw, stops analytics and returns focus to the button', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice: 'granted', decidedAt: '2026-01-01', version: 1 }));
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    await openChoices();
    const panel = await screen.findByRole('region', { name: 'Privacy choices' });
    expect(panel.textContent).toContain('Analytics is on for this browser.');
    expect(document.activeElement?.textContent).toBe('Privacy choices');
    expect(document.activeElement?.tagName).toBe('H2');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(analytics.stop).toHaveBeenCalled();
    expect(readChoice()).toBe('denied');
    expect(banner()).toBeNull();
    expect(document.activeElement?.textContent).toBe('Privacy choices');
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });

  it('closes with Escape without changing the choice', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice: 'denied', decidedAt: '2026-01-01', version: 1 }));
    const analytics = fakeAnalytics();
    renderManager(true, analytics);
    await openChoices();
    const panel = await screen.findByRole('region', { name: 'Privacy choices' });
    expect(panel.textContent).toContain('Analytics is off for this browser.');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(readChoice()).toBe('denied');
    expect(analytics.start).not.toHaveBeenCalled();
  });

  it('says plainly that nothing is measured when the site has no analytics configured', async () => {
    const analytics = fakeAnalytics();
    const store = renderManager(false, analytics);
    await openChoices();
    const panel = await screen.findByRole('region', { name: 'Privacy choices' });
    expect(panel.textContent).toContain('does not use analytics');
    expect(screen.queryByRole('button', { name: 'Accept analytics' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    act(() => store.openReview(null));
    expect(analytics.start).not.toHaveBeenCalled();
  });
});
