import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS, SEED_POSTS } from '../../scripts/stack/seed-data';
import { homeHero } from '../../src/content/home';
import { signInAs } from './support/accounts';
import { scrollThrough } from './support/carousel';
import { watchPageProblems } from './support/page-problems';
import { SPEC_ROUTES } from './support/routes';

/**
 * Every page under the real headers of the local stack (firebase.json's, plus the emulators in
 * connect-src): a Content-Security-Policy too strict for something the site does shows up here as
 * a violation or a console error, before it shows up as a broken page in production.
 */

const FIRST_POST = SEED_POSTS[0]?.id ?? 'missing-seed-post';

const ROUTES: readonly string[] = [
  ...SPEC_ROUTES.map((route) => route.path),
  '/programs/community-development',
  '/programs/mission-and-evangelism',
  '/blog',
  `/blog/${FIRST_POST}`,
  '/no/such/page',
];

/** Loads everything the page loads for a visitor who reads it to the end: lazy parts, images, data. */
async function readToTheEnd(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
}

for (const path of ROUTES) {
  test(`${path} loads everything without a CSP violation or console error`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(path);
    await readToTheEnd(page);
    expect(await problems.collect()).toEqual([]);
  });
}

test('the founder video plays in its dialog without a CSP violation', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/');
  await page.getByRole('button', { name: homeHero.watchStoryLabel }).click();
  const video = page.getByRole('dialog').locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  expect(await problems.collect()).toEqual([]);
});

test('Privacy choices opens from the footer without a CSP violation', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
  await expect(page.getByRole('region', { name: 'Privacy choices' })).toBeVisible();
  expect(await problems.collect()).toEqual([]);
});

test('the administrator signs in and uses the dashboard without a CSP violation', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Draft only');
  // The panels have read what they show: the network never goes idle here, since the dashboard keeps
  // Firestore's listen channel open.
  await expect(page.getByRole('region', { name: 'My posts' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Current administrators' }).getByRole('listitem').first()).toBeVisible();
  expect(await problems.collect()).toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(await problems.collect()).toEqual([]);
});

test('a member who is not the administrator sees Not authorized without a CSP violation', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await signInAs(page, SEED_ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await problems.collect()).toEqual([]);
});
