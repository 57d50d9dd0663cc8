import { updatePwaStatus } from './pwa-status';

/** The visitor's Reload, once the worker is registered (workbox-updates.ts): false when no version waits. */
let askWaitingToTakeOver: (() => boolean) | undefined;

export function offerTakeOver(takeOver: () => boolean): void {
  askWaitingToTakeOver = takeOver;
}

/** Other open tabs are not reloaded: they may hold a half-written message. */
export function reloadIntoNewVersion(): void {
  // No version waits: another tab already switched, and this page only needs its fresh copy.
  if (!askWaitingToTakeOver?.()) window.location.reload();
}

export const dismissOfflineReady = (): void => updatePwaStatus({ offlineReady: false });

export const dismissUpdate = (): void => updatePwaStatus({ updateWaiting: false });
