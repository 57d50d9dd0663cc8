import { whenIdle } from '../yield-to-browser';
import { updatePwaStatus } from './pwa-status';

/** The visitor's Reload, once the worker is registered (workbox-updates.ts): false when no version waits. */
let askWaitingToTakeOver: (() => boolean) | undefined;

export function offerTakeOver(takeOver: () => boolean): void {
  askWaitingToTakeOver = takeOver;
}

/**
 * Other open tabs are not reloaded: they may hold a half-written message. Not in the press's own task:
 * the press may start a download (the page transition's code, after an idle moment), and in Chromium 150
 * a fetch that reached the old worker while it was being stopped for the new one left the new one
 * waiting for good. Queued after that download, the switch waits for it instead.
 */
export function reloadIntoNewVersion(): void {
  whenIdle(() => {
    // No version waits: another tab already switched, and this page only needs its fresh copy.
    if (!askWaitingToTakeOver?.()) window.location.reload();
  }, 1000);
}

export const dismissOfflineReady = (): void => updatePwaStatus({ offlineReady: false });

export const dismissUpdate = (): void => updatePwaStatus({ updateWaiting: false });
