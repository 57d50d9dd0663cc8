/**
 * What the page shows about the app itself: installed for offline use, a new version waiting, an
 * installation on offer. The modules next to this one (update-flow.ts, install-prompt.ts) write it,
 * src/components/pwa reads it.
 */
import { createAtom } from '@tanstack/store';
import { useStoreValue } from '../use-store-value';

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

// A change that changes nothing wakes no reader.
const same = (a: PwaStatus, b: PwaStatus): boolean =>
  (Object.keys(a) as (keyof PwaStatus)[]).every((key) => a[key] === b[key]);

export const pwaStatusStore = createAtom(INITIAL, { compare: same });

export const updatePwaStatus = (change: Partial<PwaStatus>): void =>
  pwaStatusStore.set((status) => ({ ...status, ...change }));

/** Prerendered pages know nothing of this device. */
export const usePwaStatus = (): PwaStatus => useStoreValue(pwaStatusStore, INITIAL);

/** True when there is anything to show, so the notices' code is loaded only then. */
export function hasPwaNotice(current: PwaStatus): boolean {
  return (
    current.offlineReady || current.updateWaiting || current.installable || current.iosInstallHint || current.saveOffer
  );
}
