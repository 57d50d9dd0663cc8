import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killSwitchScript } from '../../scripts/kill-switch/kill-switch-script';
import { expect, test, type Page } from './support/test';
import { everyCachedUrl, waitForControl } from './support/pwa';
import { serveCopyOfBuild, type StaticSite } from './support/static-site';

/**
 * The way out of a bad release: deploying the kill switch as sw.js (npm run kill-switch) takes every
 * visitor back to what the server sends. Served from a private copy of the build, like a deploy.
 */

const versionMarker = (page: Page) => page.locator('meta[name="test-version"]');

/** The fixed site goes live with the kill switch in place of its worker. */
function deployKillSwitch(site: StaticSite, version: string): void {
  const index = join(site.root, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('</head>', `<meta name="test-version" content="${version}"></head>`),
  );
  writeFileSync(join(site.root, 'sw.js'), killSwitchScript());
}

const registrations = (page: Page): Promise<number> =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

let site: StaticSite;
test.beforeAll(async () => {
  site = await serveCopyOfBuild();
});
test.afterAll(async () => {
  await site.close();
});

test('deploying the kill switch returns a visitor to the network version at their next visit', async ({
  page,
  context,
}) => {
  await page.goto(site.url);
  await waitForControl(page);
  expect((await everyCachedUrl(page)).length).toBeGreaterThan(0);

  const version = `network-${Date.now()}`;
  deployKillSwitch(site, version);
  // The next visit: the old worker answers first, the browser finds the new sw.js, and the kill
  // switch clears everything and reloads the tab from the network.
  await page.goto(site.url);
  await expect(versionMarker(page)).toHaveAttribute('content', version, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  await expect.poll(() => everyCachedUrl(page)).toEqual([]);
  // The page registers sw.js again; with nothing to replace, the kill switch installs nothing.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => registrations(page)).toBe(0);
  await expect(page.getByText('ready to work offline', { exact: false })).toHaveCount(0);

  // Nothing is left to answer for the network: offline, the site no longer opens from a cache.
  await context.setOffline(true);
  const offline = await page.goto(`${site.url}/about`).catch((error: unknown) => error);
  expect(offline).toBeInstanceOf(Error);
});
