/** Offers declined stay closed; where localStorage is missing or full, the offer simply comes back. */
const PREFIX = 'hhm-dismissed:';

type DismissibleOffer = 'install' | 'ios-install-hint' | 'save-for-offline';

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
