/**
 * Whether a failed request failed because the device is offline. A fetch that gets no answer
 * rejects the same way whether the network is gone or the request was refused on the way (the
 * worker's Content-Security-Policy, CORS, an ad blocker): only the first should be kept for later,
 * since retrying a refusal fails for a week and tells the visitor they are offline when they are
 * not. `navigator.onLine` false settles it; true is often wrong (a phone on a network with no
 * data), so the site's own origin is asked too: if it answers, the network is there.
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
