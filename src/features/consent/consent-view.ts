import type { ConsentState } from './consent-store';

/** `ask`: the first-visit banner; `review`: the panel the footer's "Privacy choices" opens. */
export function consentView(
  analyticsConfigured: boolean,
  { choice, reviewing }: ConsentState,
): 'none' | 'ask' | 'review' {
  if (reviewing) return 'review';
  if (analyticsConfigured && choice === null) return 'ask';
  return 'none';
}
