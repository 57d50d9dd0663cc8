import { CONTACT_OUTBOX } from '../../shared/sw-contract';
import { refusalFor, type RefusalReason } from './contact-texts';

/** What became of one press of Send, as the form shows it. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'refused'; reason: RefusalReason }
  /** No network and nobody to keep the message: it stays in the form. */
  | { kind: 'not-saved' }
  | { kind: 'failed' };

/** The shape of the EmailJS library's `EmailJSResponseStatus`, its answer and its refusals alike. */
interface ProviderStatus {
  status: number;
  text: string;
}

const isProviderStatus = (value: unknown): value is ProviderStatus =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  typeof value.status === 'number' &&
  'text' in value &&
  typeof value.text === 'string';

/** A resolved send: the service worker's "saved for later", or the provider's yes (spec: 200 or "OK"). */
export function outcomeOfAnswer(answer: ProviderStatus): SendOutcome {
  if (answer.status === CONTACT_OUTBOX.queuedStatus && answer.text === CONTACT_OUTBOX.queuedText) {
    return { kind: 'queued' };
  }
  if (answer.status === 200 || answer.text === 'OK') return { kind: 'sent' };
  return { kind: 'failed' };
}

/**
 * A rejected send. The library rejects with an `EmailJSResponseStatus` for its own checks (451
 * headless, 403 block list, 429 throttle) and for every non-2xx answer, with a bare string when the
 * public key, service or template is missing, and with fetch's TypeError when no answer came. That
 * TypeError means "offline" only when the browser says it is offline: online, the request was
 * refused on the way (the Content-Security-Policy, CORS, a blocker, or the service worker finding
 * the network up), and the visitor is told it could not be sent rather than that they are offline.
 */
export function outcomeOfError(error: unknown, online: boolean = navigator.onLine): SendOutcome {
  if (error instanceof TypeError) return online ? { kind: 'failed' } : { kind: 'not-saved' };
  if (typeof error === 'string') return { kind: 'refused', reason: 'misconfigured' };
  if (isProviderStatus(error)) {
    const reason = refusalFor(error.status);
    return reason ? { kind: 'refused', reason } : { kind: 'failed' };
  }
  return { kind: 'failed' };
}
