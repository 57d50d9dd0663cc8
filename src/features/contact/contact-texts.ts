import { site } from '../../config/site';

/** Every sentence the contact form and its outbox show. The first three are the spec's, word for word. */
export const CONTACT_TEXT = {
  success: "Thank you for your message! We'll get back to you soon.",
  error: 'Sorry, there was an error sending your message. Please try again later.',
  sending: 'Sending...',
  send: 'Send Message',
  /** Sent before the page had finished loading (src/lib/early-presses): it goes once the page is ready. */
  sendingSoon: 'Your message will be sent as soon as the page has finished loading.',
  /** Shown instead of the form in a browser without JavaScript (Opera Mini's data saver, for one). */
  needsScript: `This form needs JavaScript, which is off in this browser. Please e-mail us at ${site.contact.email} or call ${site.contact.phone} instead.`,
  queued: 'You are offline — your message is saved and will be sent automatically when you are back online',
  /** Saved by the worker, in a browser without Background Sync: it cannot send with the site closed. */
  queuedUntilVisit:
    'You are offline — your message is saved on this device and will be sent when you are back online with this site open, or on your next visit',
  /** Offline, and no service worker to keep the message (first visit, private mode, old browser). */
  notSaved:
    'You appear to be offline, so your message was not sent. It is still in the form: please send it again when you are back online.',
  fixErrors: (count: number): string =>
    count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`,
} as const;

const directly = `e-mail us at ${site.contact.email} or call ${site.contact.phone}`;

export type RefusalReason = 'headless' | 'blocked' | 'throttled' | 'misconfigured' | 'rejected';

export const REFUSAL_TEXT: Record<RefusalReason, string> = {
  headless: `Your message was not sent: our e-mail service does not accept messages from automated browsers. Please use a regular browser window, or ${directly}.`,
  blocked: `Messages from this e-mail address cannot be sent through the form. Please ${directly}.`,
  throttled: 'You have just sent us a message. Please wait a minute before sending another one.',
  misconfigured: `Our contact form is not working at the moment, so your message was not sent. Please ${directly}.`,
  rejected: `Our e-mail service did not accept your message. Please ${directly}.`,
};

/** The provider's answer, as a refusal reason; 5xx and anything else are not refusals. */
export function refusalFor(status: number): RefusalReason | undefined {
  if (status === 451) return 'headless';
  if (status === 403) return 'blocked';
  if (status === 429) return 'throttled';
  if (status === 400 || status === 401 || status === 404) return 'misconfigured';
  if (status >= 400 && status < 500) return 'rejected';
  return undefined;
}

const whenSent = (backgroundSync: boolean): string =>
  backgroundSync
    ? 'will be sent when you are back online'
    : 'will be sent when you are back online with this site open, or on your next visit';

export const OUTBOX_TEXT = {
  waiting: (count: number, backgroundSync: boolean): string =>
    `${count === 1 ? '1 message is' : `${count} messages are`} waiting on this device and ${whenSent(backgroundSync)}.`,
  delivered: (subject: string): string =>
    `Your message ${quoted(subject)}was sent while you were offline and has now been delivered. We'll get back to you soon.`,
  refused: (subject: string, status: number): string =>
    `Your message ${quoted(subject)}could not be delivered. ${REFUSAL_TEXT[refusalFor(status) ?? 'rejected']}`,
  expired: (subject: string): string =>
    `Your message ${quoted(subject)}could not be sent within 7 days and was removed from this device.`,
  restore: 'Put it back in the form',
  dismiss: 'Dismiss',
} as const;

const quoted = (subject: string): string => (subject === '' ? '' : `“${subject}” `);
