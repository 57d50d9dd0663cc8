import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwaStatusStore, updatePwaStatus } from '../../lib/pwa/pwa-status';
import type * as UpdateFlow from '../../lib/pwa/update-flow';
import { OfflineIndicator } from './offline-indicator';
import { PwaNoticesSlot } from './pwa-notices-slot';

const reloadIntoNewVersion = vi.hoisted(() => vi.fn());
vi.mock('../../lib/pwa/update-flow', async (importOriginal) => ({
  ...(await importOriginal<typeof UpdateFlow>()),
  reloadIntoNewVersion,
}));

afterEach(() => {
  cleanup();
  updatePwaStatus({
    offlineReady: false,
    updateWaiting: false,
    installable: false,
    iosInstallHint: false,
    saveOffer: false,
  });
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('app notices', () => {
  it('say nothing until there is something to say', () => {
    const { container } = render(<PwaNoticesSlot />);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('offer a Reload when a new version waits, which asks for it once', async () => {
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ updateWaiting: true }));
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadIntoNewVersion).toHaveBeenCalledTimes(1);
  });

  it('say the site is ready to work offline, until closed', async () => {
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ offlineReady: true }));
    expect(await screen.findByText('Ready to work offline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Ready to work offline' }));
    expect(screen.queryByText('Ready to work offline')).toBeNull();
  });

  it('show iOS visitors how to add the site to the home screen', async () => {
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ iosInstallHint: true }));
    const hint = await screen.findByText(/Tap the Share button/);
    expect(hint.textContent).toBe('Tap the Share button, then “Add to Home Screen”.');
  });
});

describe('the installed app’s offer to save for offline', () => {
  it('says the size, and Not now closes it for good without saving', async () => {
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ saveOffer: true }));
    // __OFFLINE_SAVE_BYTES__ is 23,000,000 in the unit tests (vitest.config.ts).
    expect(await screen.findByText(/^Save pictures and videos for offline: 23 MB\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Save pictures and videos/)).toBeNull();
    expect(localStorage.getItem('hhm-dismissed:save-for-offline')).not.toBeNull();
  });

  it('is not shown, nor remembered, when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ saveOffer: true }));
    await vi.waitFor(() => expect(pwaStatusStore.get().saveOffer).toBe(false));
    expect(screen.queryByText(/Save pictures and videos/)).toBeNull();
    expect(localStorage.getItem('hhm-dismissed:save-for-offline')).toBeNull();
  });
});

describe('room below the page', () => {
  it('goes when the last notice goes', async () => {
    render(<PwaNoticesSlot />);
    act(() => updatePwaStatus({ offlineReady: true }));
    await screen.findByText('Ready to work offline');
    document.body.style.paddingBottom = '120px';
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Ready to work offline' }));
    expect(document.body.style.paddingBottom).toBe('');
  });
});

describe('the offline indicator', () => {
  it('says Offline while the browser has no network, and nothing otherwise', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe('Offline');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
    onLine.mockRestore();
  });
});
