/// <reference lib="webworker" />
/**
 * The kill switch, deployed in place of sw.js for a release so broken that visitors must get away from
 * it (docs/deploy.md): it replaces the worker, deletes every cache, unregisters and reloads the tabs.
 * IndexedDB is left alone, so waiting contact messages go with the next real worker. No imports
 * (scripts/kill-switch/kill-switch-script.ts), so nothing of the broken build comes with it.
 */
(() => {
  const worker = self as unknown as ServiceWorkerGlobalScope;

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
        for (const name of await caches.keys()) await caches.delete(name);
        const tabs = await worker.clients.matchAll({ type: 'window' });
        await worker.registration.unregister();
        await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => null)));
      })(),
    );
  });
})();
