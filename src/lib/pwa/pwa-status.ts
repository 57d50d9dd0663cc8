/** What the page shows about the app itself; written by this folder, read by src/components/pwa. */
import { createAtom, shallow } from '@tanstack/store';
import { useStoreValue } from '../use-store-value';

const INITIAL = {
  /** Until the visitor closes the toast. */
  offlineReady: false,
  updateWaiting: false,
  /** `beforeinstallprompt`, not yet used or declined. */
  installable: false,
  iosInstallHint: false,
  saveOffer: false,
};

export type PwaStatus = typeof INITIAL;

// A change that changes nothing wakes no reader.
export const pwaStatusStore = createAtom(INITIAL, { compare: shallow });

export const updatePwaStatus = (change: Partial<PwaStatus>): void =>
  pwaStatusStore.set((status) => ({ ...status, ...change }));

/** Prerendered pages know nothing of this device. */
export const usePwaStatus = (): PwaStatus => useStoreValue(pwaStatusStore, INITIAL);

/** The notices' code is loaded only then. */
export const hasPwaNotice = (current: PwaStatus): boolean => Object.values(current).some(Boolean);
