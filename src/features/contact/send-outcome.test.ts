import { describe, expect, it } from 'vitest';
import { CONTACT_OUTBOX } from '../../shared/sw-contract';
import { outcomeOfAnswer, outcomeOfError } from './send-outcome';

describe('what the form makes of an EmailJS answer', () => {
  it('counts status 200 or the text OK as sent, as the spec says', () => {
    expect(outcomeOfAnswer({ status: 200, text: 'OK' })).toEqual({ kind: 'sent' });
    expect(outcomeOfAnswer({ status: 200, text: '' })).toEqual({ kind: 'sent' });
    expect(outcomeOfAnswer({ status: 201, text: 'OK' })).toEqual({ kind: 'sent' });
  });

  it('recognises the service worker saying it saved the message', () => {
    const saved = { status: CONTACT_OUTBOX.queuedStatus, text: CONTACT_OUTBOX.queuedText };
    expect(outcomeOfAnswer(saved)).toEqual({ kind: 'queued' });
    expect(outcomeOfAnswer({ status: CONTACT_OUTBOX.queuedStatus, text: 'Accepted' })).toEqual({ kind: 'failed' });
  });

  it.each([
    [451, 'Unavailable For Headless Browser', 'headless'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'throttled'],
    [400, 'The Public Key is required', 'misconfigured'],
    [400, 'The template ID is required', 'misconfigured'],
    [422, 'Unprocessable', 'rejected'],
  ] as const)('turns a %i refusal into the %s sentence', (status, text, reason) => {
    expect(outcomeOfError({ status, text })).toEqual({ kind: 'refused', reason });
  });

  it('treats a missing key, service or template reported by the library itself as a setup problem', () => {
    expect(outcomeOfError('The service ID is required. Visit https://dashboard.emailjs.com/admin')).toEqual({
      kind: 'refused',
      reason: 'misconfigured',
    });
  });

  it('reports a request that got no answer while offline as offline, with nothing saved', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'), false)).toEqual({ kind: 'not-saved' });
  });

  it('reports a request refused on the way while online (CSP, CORS, a blocker) as not sent, never as offline', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'), true)).toEqual({ kind: 'failed' });
  });

  it('shows the general error for server failures and anything unexpected', () => {
    expect(outcomeOfError({ status: 500, text: 'Internal Server Error' })).toEqual({ kind: 'failed' });
    expect(outcomeOfError({ status: 0, text: 'Network Error' })).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
