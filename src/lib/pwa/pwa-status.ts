/**
 * What the page shows about the app itself: installed for offline use, a new version waiting, an
 * installation on offer. An external store for React (`useSyncExternalStore`); the modules next to
 * this one (update-flow.ts, install-prompt.ts) write it, src/components/pwa reads it.
 */
export interface PwaStatus {
  /** The first installation finished: the site now works offline. Until the visitor closes the toast. */
  offlineReady: boolean;
  /** A new version is installed and waits for the visitor's Reload. */
  updateWaiting: boolean;
  /** The browser offered installation (`beforeinstallprompt`) and the offer has not been used or declined. */
  installable: boolean;
  /** iOS Safari outside the installed app, and the visitor has not dismissed the instructions. */
  iosInstallHint: boolean;
  /** Running as the installed app, which has never offered Save for offline before (save-offer.ts). */
  saveOffer: boolean;
}

const INITIAL: PwaStatus = {
  offlineReady: false,
  updateWaiting: false,
  installable: false,
  iosInstallHint: false,
  saveOffer: false,
};

let status: PwaStatus = INITIAL;
const listeners = new Set<() => void>();

export function updatePwaStatus(change: Partial<PwaStatus>): void {
  const next = { ...status, ...change };
  if ((Object.keys(next) as (keyof PwaStatus)[]).every((key) => next[key] === status[key])) return;
  status = next;
  for (const listener of listeners) listener();
}

export const pwaStatusStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): PwaStatus => status,
  /** Prerendered pages know nothing of this device. */
  getServerSnapshot: (): PwaStatus => INITIAL,
};

/** True when there is anything to show, so the notices' code is loaded only then. */
export function hasPwaNotice(current: PwaStatus): boolean {
  return (
    current.offlineReady || current.updateWaiting || current.installable || current.iosInstallHint || current.saveOffer
  );
}
