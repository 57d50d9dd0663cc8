/** Chromium's Background Sync sends the outbox even with the site closed; elsewhere the texts promise less. */
export function hasBackgroundSync(): boolean {
  return typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}
