/// <reference lib="webworker" />
/**
 * The kill switch: a service worker whose only job is to remove the site's worker and its caches,
 * for a release so broken that visitors must get away from what their worker keeps serving.
 * Deployed in place of sw.js (`npm run kill-switch` after a build, then deploy; docs/deploy.md), it reaches
 * every visitor at their next visit, when the browser checks sw.js for an update:
 *
 * - it replaces the installed worker at once (skipWaiting), deletes every cache of the site,
 *   unregisters, and reloads the open tabs, which then come from the network;
 * - a page of the network version registers sw.js again: with no worker to replace, this one
 *   fails its own installation, which leaves no registration behind, so the page never announces
 *   "ready to work offline".
 *
 * IndexedDB is left alone: contact messages still waiting there are sent by the next real worker.
 * Leave it deployed until a fixed release; the release's own sw.js takes over at the next visit.
 *
 * A plain script with no imports (scripts/kill-switch/kill-switch-script.ts turns it into JS as is),
 * so nothing of the broken build can come with it.
 */
(() => {
  const worker = self as unknown as ServiceWorkerGlobalScope;

  const deleteEveryCache = async (): Promise<void> => {
    for (const name of await caches.keys()) await caches.delete(name);
  };

  worker.addEventListener('install', (event) => {
    // Replacing a worker: take over at once. Nothing to replace (a page of the network version
    // registering sw.js again): fail, and a failed first installation leaves no registration.
    event.waitUntil(
      worker.registration.active
        ? worker.skipWaiting()
        : Promise.reject(new Error('Kill switch: there is no worker to replace, so none is installed.')),
    );
  });

  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        await deleteEveryCache();
        const tabs = await worker.clients.matchAll({ type: 'window' });
        await worker.registration.unregister();
        // Each tab this worker controls loads again, from the network now that no worker is registered.
        await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => null)));
      })(),
    );
  });
})();
