import type { ConsentState } from './consent-store';

/**
 * What the consent UI shows. `ask`: the banner, only when analytics is configured and the visitor
 * has not answered. `review`: the panel the footer's "Privacy choices" opens (it also says so when
 * the site does not use analytics at all). `none`: nothing.
 */
export type ConsentView = 'none' | 'ask' | 'review';

export function consentView(analyticsConfigured: boolean, { choice, reviewing }: ConsentState): ConsentView {
  if (reviewing) return 'review';
  if (analyticsConfigured && choice === null) return 'ask';
  return 'none';
}

/** Whether analytics may run: configured, and the visitor said yes. */
export const analyticsAllowed = (analyticsConfigured: boolean, { choice }: ConsentState): boolean =>
  analyticsConfigured && choice === 'granted';
