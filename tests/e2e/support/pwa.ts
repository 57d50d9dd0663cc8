import { expect, type Page } from '@playwright/test';
import { CACHE_NAMES } from '../../../src/shared/sw-contract';

/**
 * The service worker installs after the first load and, with clients.claim(), then controls the
 * page: once `controller` is set, the precache is complete (activation follows installation).
 */
export async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** How many videos are saved for offline so far. */
export const cachedVideoCount = async (page: Page): Promise<number> =>
  (await savedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/videos/')).length;

/** Every file saved for offline, in the cache of their own. */
export const savedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
    CACHE_NAMES.saved,
  );

/** Every URL in every cache of this origin. */
export const everyCachedUrl = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
