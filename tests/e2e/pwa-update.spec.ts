import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForControl } from './support/pwa';

const updateNotice = (page: Page) => page.getByRole('listitem').filter({ hasText: 'A new version is available' });
const versionMarker = (page: Page) => page.locator('meta[name="test-version"]');
const loadsOfThisTab = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('test-loads')));

/**
 * "Deploys" a second build to this browser: the same site, but a service worker whose precached
 * index.html has another revision, and that index.html marked with `version`. The files on disk
 * stay as they are, so other tests running at the same time are not affected.
 */
async function deploySecondVersion(context: BrowserContext, version: string): Promise<void> {
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /"revision":"[0-9a-f]+","url":"index.html"/,
      `"revision":"${version}","url":"index.html"`,
    );
    if (!body.includes(version)) throw new Error('index.html is not in the precache list of sw.js.');
    await route.fulfill({ response, body });
  });
  await context.route(/\/index\.html\?__WB_REVISION__=/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', `<meta name="test-version" content="${version}"></head>`);
    await route.fulfill({ response, body });
  });
}

test('a new version shows a notice, and Reload brings it in exactly once without touching other tabs', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    sessionStorage.setItem('test-loads', String(Number(sessionStorage.getItem('test-loads')) + 1));
  });
  await page.goto('/');
  await waitForControl(page);
  // A second tab with a message being written.
  const writing = await context.newPage();
  await writing.goto('/contact');
  const message = writing.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill('Half-written when the new version arrived');

  const version = `v2-${Date.now()}`;
  await deploySecondVersion(context, version);
  await page.reload();
  await expect(updateNotice(page)).toBeVisible();
  await expect(versionMarker(page)).toHaveCount(0);
  const loadsBefore = await loadsOfThisTab(page);

  await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
  await expect(versionMarker(page)).toHaveAttribute('content', version);
  await expect(updateNotice(page)).toHaveCount(0);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.waiting || registration.installing) throw new Error('Another version is still on its way.');
  });
  await page.waitForLoadState('networkidle');
  expect(await loadsOfThisTab(page)).toBe(loadsBefore + 1);

  // The other tab was not reloaded under the visitor's hands.
  await expect(message).toHaveValue('Half-written when the new version arrived');
  expect(await loadsOfThisTab(writing)).toBe(1);
});
