import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { waitForControl } from './support/pwa';
import { serveCopyOfBuild, type StaticSite } from './support/static-site';

const updateNotice = (page: Page) => page.getByRole('listitem').filter({ hasText: 'A new version is available' });
const versionMarker = (page: Page) => page.locator('meta[name="test-version"]');
const loadsOfThisTab = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('test-loads')));

/**
 * Deploys a second build over the first, the way a real deploy changes things: index.html changes
 * (here it gains a marker), so sw.js lists it with a new revision and differs byte for byte.
 */
function deploySecondVersion(site: StaticSite, version: string): void {
  const edit = (file: string, change: (text: string) => string): void => {
    const path = join(site.root, file);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`Deploying ${version} changed nothing in ${file}.`);
    writeFileSync(path, after);
  };
  edit('index.html', (html) => html.replace('</head>', `<meta name="test-version" content="${version}"></head>`));
  edit('sw.js', (sw) =>
    sw.replace(/"revision":"[0-9a-f]+","url":"index.html"/, `"revision":"${version}","url":"index.html"`),
  );
}

// The build is served from a private copy: deploying a second version must not reach other tests.
let site: StaticSite;
test.beforeAll(async () => {
  site = await serveCopyOfBuild();
});
test.afterAll(async () => {
  await site.close();
});

test('a new version shows a notice, and Reload brings it in exactly once without touching other tabs', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    sessionStorage.setItem('test-loads', String(Number(sessionStorage.getItem('test-loads')) + 1));
  });
  await page.goto(site.url);
  await waitForControl(page);
  // A second tab with a message being written.
  const writing = await context.newPage();
  await writing.goto(`${site.url}/contact`);
  const message = writing.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill('Half-written when the new version arrived');

  const version = `v2-${Date.now()}`;
  deploySecondVersion(site, version);
  await page.reload();
  await expect(updateNotice(page)).toBeVisible();
  await expect(versionMarker(page)).toHaveCount(0);
  // The new version never takes over by itself: reloading without pressing Reload keeps the old one.
  await page.reload();
  await expect(updateNotice(page)).toBeVisible();
  await expect(versionMarker(page)).toHaveCount(0);
  const loadsBefore = await loadsOfThisTab(page);

  await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
  // The waiting worker activates, then the page reloads: on a loaded CI machine more than the default wait.
  await expect(versionMarker(page)).toHaveAttribute('content', version, { timeout: 15_000 });
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
