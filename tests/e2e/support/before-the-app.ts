import { expect, type Page } from '@playwright/test';
import { appHasTakenOver, waitForHydration } from './hydration';
import { holdSiteScripts } from './hold-requests';

/**
 * Opens `path` with the site's scripts held back; the page is on screen, nothing of ours runs but the
 * inline script. The returned function lets the scripts through and waits for the app to take over.
 * With @playwright/test's own page: the one of tests/e2e/support/test.ts waits in goto for the app.
 */
export async function openBeforeTheApp(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdSiteScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await appHasTakenOver(page)).toBe(false);
  return async () => {
    release();
    await waitForHydration(page);
  };
}
