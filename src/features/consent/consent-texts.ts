import { PRIVACY_CHOICES_LABEL } from '../../content/privacy-choices-label';

/** The banner's words: short, plain, and true to the Privacy Policy's "Analytics" section. */
export const CONSENT_TEXTS = {
  title: PRIVACY_CHOICES_LABEL,
  question:
    'May we use Google Firebase Analytics to learn which pages are read, so that we can improve this site? It records the pages you visit and your type of device, never your name or your messages.',
  promise: `Analytics stays off unless you accept. You can change your choice at any time with "${PRIVACY_CHOICES_LABEL}" at the bottom of every page.`,
  policyLink: 'Read our Privacy Policy',
  accept: 'Accept analytics',
  decline: 'Decline',
  close: 'Close',
  statusOn: 'Analytics is on for this browser.',
  statusOff: 'Analytics is off for this browser.',
  notUsed:
    'This site does not use analytics at the moment, so nothing about your visit is measured and there is nothing to switch on or off.',
} as const;
