/**
 * A fetch rejects the same whether offline or refused on the way (CSP, CORS, a blocker); only the first
 * should be queued. `navigator.onLine` true is often wrong (no data), so the site's own origin is asked.
 */
export async function isOffline(online: boolean, askOwnOrigin: () => Promise<unknown>): Promise<boolean> {
  if (!online) return true;
  try {
    await askOwnOrigin();
    return false;
  } catch {
    return true;
  }
}
