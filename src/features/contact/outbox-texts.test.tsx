import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasBackgroundSync } from '../../lib/pwa/background-sync';
import { CONTACT_TEXT, OUTBOX_TEXT } from './contact-texts';
import { FormStatusMessage } from './form-status-message';

/** A browser whose service worker registrations have (or lack) Background Sync's `sync`. */
function browserWith({ backgroundSync }: { backgroundSync: boolean }): void {
  function Registration(): void {}
  if (backgroundSync) Object.defineProperty(Registration.prototype, 'sync', { get: () => ({}) });
  vi.stubGlobal('ServiceWorkerRegistration', Registration);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the outbox promises', () => {
  it('promises automatic sending only where Background Sync exists', () => {
    browserWith({ backgroundSync: true });
    expect(hasBackgroundSync()).toBe(true);
    render(<FormStatusMessage status={{ kind: 'queued' }} />);
    expect(screen.getByRole('status').textContent).toBe(CONTACT_TEXT.queued);
    expect(CONTACT_TEXT.queued).toContain('automatically');
  });

  it('elsewhere says the message is sent with the site open or on the next visit', () => {
    browserWith({ backgroundSync: false });
    expect(hasBackgroundSync()).toBe(false);
    render(<FormStatusMessage status={{ kind: 'queued' }} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(CONTACT_TEXT.queuedUntilVisit);
    expect(status.textContent).toMatch(/on your next visit/);
    expect(status.textContent).not.toMatch(/automatic/i);
  });

  it('counts what waits in the same terms', () => {
    expect(OUTBOX_TEXT.waiting(2, true)).toBe(
      '2 messages are waiting on this device and will be sent when you are back online.',
    );
    expect(OUTBOX_TEXT.waiting(1, false)).toMatch(/^1 message is waiting on this device .*on your next visit\.$/);
    expect(OUTBOX_TEXT.waiting(1, false)).not.toMatch(/automatic/i);
  });
});
