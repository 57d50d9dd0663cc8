import type { BrowserContext, Page } from '@playwright/test';

/**
 * Opens `path` with the context already offline, as a visitor without signal would.
 *
 * Chromium 150 (Debian's, what CI installs) applies Playwright's offline emulation to the network
 * but not to `navigator.onLine` of a document loaded after it was switched on: that document
 * believes it is online and never hears an `offline` event. Switching the emulation off and on
 * again hands the document the state a real phone would have reported from the start.
 */
export async function gotoOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path);
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
}

/**
 * Whether this browser fetches a module again after its first download failed. HTML's module map
 * used to keep a failed fetch for the life of the page (Chromium 150 still does), so a part whose
 * code could not be downloaded offline can only come back with a reload there.
 */
export async function browserRetriesFailedImports(page: Page): Promise<boolean> {
  const probe = '**/__import-retry-probe.js';
  let requests = 0;
  await page.route(probe, async (route) => {
    requests += 1;
    if (requests === 1) await route.abort('internetdisconnected');
    else await route.fulfill({ contentType: 'text/javascript', body: 'export {};' });
  });
  const retried = await page.evaluate(async () => {
    const load = (): Promise<boolean> =>
      import(/* @vite-ignore */ `${location.origin}/__import-retry-probe.js`).then(
        () => true,
        () => false,
      );
    await load();
    return load();
  });
  await page.unroute(probe);
  return retried;
}
