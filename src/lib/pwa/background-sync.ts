/**
 * Whether this browser sends the contact outbox by itself once the connection returns, even with the
 * site closed: Background Sync, in Chromium-based browsers. Elsewhere (Safari, Firefox) the worker
 * sends what waits when the page sees the connection return or the site is next opened, and the
 * texts say so instead of promising more.
 */
export function hasBackgroundSync(): boolean {
  return typeof ServiceWorkerRegistration !== 'undefined' && 'sync' in ServiceWorkerRegistration.prototype;
}
