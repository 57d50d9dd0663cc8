import type { EmailJSResponseStatus } from '@emailjs/browser';
import { CONTACT_OUTBOX } from '../../shared/sw-contract';
import { refusalFor, type RefusalReason } from './contact-texts';

export type SendOutcome =
  | { kind: 'sent' | 'queued' | 'failed' }
  | { kind: 'refused'; reason: RefusalReason }
  /** No network and nobody to keep the message: it stays in the form. */
  | { kind: 'not-saved' };

type ProviderStatus = Pick<EmailJSResponseStatus, 'status' | 'text'>;

// Not instanceof: a value import would bring the library into the contact page's first download.
function isResponseStatus(value: unknown): value is ProviderStatus {
  const { status, text } = (value ?? {}) as Partial<ProviderStatus>;
  return typeof status === 'number' && typeof text === 'string';
}

/** A resolved send: the service worker's "saved for later", or the provider's yes (spec: 200 or "OK"). */
export function outcomeOfAnswer(answer: ProviderStatus): SendOutcome {
  if (answer.status === CONTACT_OUTBOX.queuedStatus && answer.text === CONTACT_OUTBOX.queuedText)
    return { kind: 'queued' };
  if (answer.status === 200 || answer.text === 'OK') return { kind: 'sent' };
  return { kind: 'failed' };
}

// EmailJS rejects with its status, a bare string when misconfigured, or fetch's TypeError, which means offline only
// when the browser says so (online, a CSP, CORS or a blocker refused it).
export function outcomeOfError(error: unknown, online: boolean = navigator.onLine): SendOutcome {
  if (error instanceof TypeError) return online ? { kind: 'failed' } : { kind: 'not-saved' };
  if (typeof error === 'string') return { kind: 'refused', reason: 'misconfigured' };
  if (isResponseStatus(error)) {
    const reason = refusalFor(error.status);
    return reason ? { kind: 'refused', reason } : { kind: 'failed' };
  }
  return { kind: 'failed' };
}
