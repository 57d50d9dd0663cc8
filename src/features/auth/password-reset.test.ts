import { describe, expect, it } from 'vitest';
import { resetOutcomeFor, resetSent } from './password-reset';

describe('the answer to Forgot password?', () => {
  it('reads the same for an unknown address as for a sent e-mail, so accounts cannot be discovered', () => {
    expect(resetOutcomeFor('who@example.org', { code: 'auth/user-not-found' })).toEqual(resetSent('who@example.org'));
  });

  it('says what to fix when the address is malformed or the network is down', () => {
    expect(resetOutcomeFor('x', { code: 'auth/invalid-email' })).toMatchObject({ sent: false });
    expect(resetOutcomeFor('a@b.c', { code: 'auth/network-request-failed' }).message).toContain('connection');
  });

  it('names the address it sent to', () => {
    expect(resetSent('admin@example.org')).toMatchObject({
      sent: true,
      message: expect.stringContaining('admin@example.org') as string,
    });
  });
});
