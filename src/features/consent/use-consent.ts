import { useStoreValue } from '../../lib/use-store-value';
import { consentStore, type ConsentState, type ConsentStore } from './consent-store';

const NO_CHOICE_YET: ConsentState = { choice: null, reviewing: false };

/** The analytics choice; during prerendering, no choice (the banner is decided in the browser). */
export const useConsent = (store: ConsentStore = consentStore): ConsentState =>
  useStoreValue(store.state, NO_CHOICE_YET);
