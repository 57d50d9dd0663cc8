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
