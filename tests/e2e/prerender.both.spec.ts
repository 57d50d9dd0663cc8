import { expect, test, type Page } from './support/test';
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { appHasTakenOver, waitForHydration } from './support/hydration';
import { APP_CODE, holdRequests } from './support/hold-requests';
import { watchPageProblems } from './support/page-problems';
import { CLS_BUDGET, layoutShiftSoFar, watchLayoutShifts } from './support/layout-shift';

const ownPages = prerenderedPages()
  .filter((page) => page.ownHead)
  .map((page) => page.path);
/** A post opens from the prerendered post shell. */
const postPath = `/blog/${SEED_POSTS[0]?.id ?? ''}`;

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ownPages) {
    test(`${path} shows its heading, header and footer before any script runs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /Hope Harvest Mission/ })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      // Styled, not raw HTML: the skip link is moved off screen by the site's own style sheet.
      const skipLink = page.getByRole('link', { name: 'Skip to content' });
      expect(await skipLink.evaluate((link) => link.getBoundingClientRect().bottom <= 0)).toBe(true);
    });
  }
});

test.describe('prerendered pages when the app takes over', () => {
  for (const path of [...ownPages, postPath]) {
    test(`${path} hydrates without errors and without moving what is on screen`, async ({ page }) => {
      const problems = await watchPageProblems(page);
      await watchLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(CLS_BUDGET);
      // A hydration mismatch is reported as a console error (React #418 / #425 in production).
      expect(await problems.collect()).toEqual([]);
    });
  }
});

test.describe('blog pages before the app arrives', () => {
  const post = SEED_POSTS[0];
  for (const { path, drawn } of [
    { path: '/blog', drawn: (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first() },
    { path: postPath, drawn: (page: Page) => page.getByRole('heading', { level: 1, name: post?.title }) },
  ]) {
    test(`${path} shows its posts before the app runs, and the app takes over without moving them`, async ({
      page,
    }) => {
      const problems = await watchPageProblems(page);
      await watchLayoutShifts(page);
      // The app's code is held back until the posts are on screen: the blog's function sent them.
      const release = await holdRequests(page, APP_CODE);
      const opened = page.goto(path);
      await expect(drawn(page)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.locator('[aria-busy="false"]')).toHaveCount(1);
      expect(await appHasTakenOver(page)).toBe(false);
      // What the visitor sees: with the style sheet applied (the posts are in the HTML, which can be
      // read before the sheet has arrived).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
          (link) => link instanceof HTMLLinkElement && link.sheet !== null,
        ),
      );
      const drawnText = await main.innerText();
      // A visitor reading already: the app must not scroll the page back to the top.
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, 300);
        return window.scrollY;
      });

      release();
      await opened;
      await page.waitForLoadState('networkidle');
      expect(await main.innerText()).toBe(drawnText);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(drawn(page)).toBeVisible();
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(CLS_BUDGET);
      expect(await problems.collect()).toEqual([]);
    });
  }
});

test('a visitor who scrolled before the app took over stays where they were', async ({ page }) => {
  const release = await holdRequests(page, APP_CODE);
  const opened = page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, 600);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(0);
  release();
  await opened;
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Later navigations still start at the top. From the keyboard: the worker's "ready offline" notice
  // may be showing over the bottom of the footer just then, and would take a tap.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
