/**
 * Offers the visitor said no to stay closed on later visits. localStorage can be missing or full
 * (private modes, storage settings): then the offer simply comes back next time.
 */
const PREFIX = 'hhm-dismissed:';

export type DismissibleOffer = 'install' | 'ios-install-hint' | 'save-for-offline';

export function wasDismissed(offer: DismissibleOffer): boolean {
  try {
    return localStorage.getItem(PREFIX + offer) !== null;
  } catch {
    return false;
  }
}

export function rememberDismissal(offer: DismissibleOffer): void {
  try {
    localStorage.setItem(PREFIX + offer, new Date().toISOString());
  } catch {
    // Nothing to do: see above.
  }
}
