import { SHELL_CHUNK } from '../../../scripts/build/load-phase-chunks';
import type { Page } from '@playwright/test';

/**
 * Holds every request to `url` (a Playwright glob) until the returned `release` is called, so a test
 * can look at the page in the moment before that answer arrives.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's own code (src/app/start-app.tsx, in the shell chunk), held back to see a page before the app takes it over. */
export const APP_CODE = `**/assets/${SHELL_CHUNK}-*.js`;
