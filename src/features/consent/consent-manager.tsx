import { useEffect } from 'react';
import { env } from '../../config/env';
import { startAnalytics, stopAnalytics } from '../../lib/analytics/analytics';
import { ConsentPanel } from './consent-panel';
import { consentStore, type ConsentState, type ConsentStore } from './consent-store';
import { useConsent } from './use-consent';

export interface AnalyticsSwitch {
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

interface Props {
  analyticsConfigured: boolean;
  analytics: AnalyticsSwitch;
  store?: ConsentStore;
}

/** `ask`: the first-visit banner; `review`: the panel the footer's "Privacy choices" opens. */
export function consentView(
  analyticsConfigured: boolean,
  { choice, reviewing }: ConsentState,
): 'none' | 'ask' | 'review' {
  if (reviewing) return 'review';
  if (analyticsConfigured && choice === null) return 'ask';
  return 'none';
}

const warn = (error: unknown): void => console.warn('Analytics could not be switched', error);

export function ConsentManager({ analyticsConfigured, analytics, store = consentStore }: Props) {
  const state = useConsent(store);
  const allowed = analyticsConfigured && state.choice === 'granted';
  const declined = analyticsConfigured && state.choice === 'denied';

  useEffect(() => {
    if (allowed) analytics.start().catch(warn);
    // Also after an earlier "yes": the identifier cookie from then is removed.
    else if (declined) analytics.stop().catch(warn);
  }, [allowed, declined, analytics]);

  const view = consentView(analyticsConfigured, state);
  if (view === 'none') return null;
  return (
    <ConsentPanel
      mode={view}
      analyticsConfigured={analyticsConfigured}
      choice={state.choice}
      onChoose={(choice) => {
        store.choose(choice);
        // The banner's button disappears with it: carry focus on to the page rather than lose it.
        if (view === 'ask') document.getElementById('main')?.focus({ preventScroll: true });
      }}
      onClose={() => store.closeReview()}
    />
  );
}

const FIREBASE_ANALYTICS: AnalyticsSwitch = { start: startAnalytics, stop: stopAnalytics };

/** The lazily loaded entry: analytics exists only when the build has a measurement id. */
export function ConsentController() {
  return (
    <ConsentManager analyticsConfigured={env.firebase.measurementId !== undefined} analytics={FIREBASE_ANALYTICS} />
  );
}
