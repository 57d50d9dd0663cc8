import { MESSAGE, type PageToWorkerMessage } from '../../shared/sw-contract';

/** The visitor's "use less data" setting (Chromium's Network Information API; absent elsewhere). */
export function pageSavesData(nav: Navigator = navigator): boolean {
  const connection: unknown = Reflect.get(nav, 'connection');
  return typeof connection === 'object' && connection !== null && Reflect.get(connection, 'saveData') === true;
}

/** Waits for an idle moment: the videos never compete with what the visitor is doing. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task, 3_000);
}

/**
 * Once the worker is active and the page idle, asks it to keep the story and founder videos for
 * offline viewing. The worker decides (it also knows the Save-Data header) and skips what it has.
 */
export function requestOfflineVideos(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    whenIdle(() => {
      const message: PageToWorkerMessage = { type: MESSAGE.cacheMedia, saveData: pageSavesData() };
      registration.active?.postMessage(message);
    });
  });
}
