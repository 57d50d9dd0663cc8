import { expect, test, type Page } from './support/test';
import { prerenderedPages } from '../../scripts/build/prerendered-paths';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { waitForHydration } from './support/hydration';
import { watchPageProblems } from './support/page-problems';

const ownPages = prerenderedPages()
  .filter((page) => page.ownHead)
  .map((page) => page.path);
/** A post opens from the prerendered post shell. */
const postPath = `/blog/${SEED_POSTS[0]?.id ?? ''}`;

/** The budget for the whole page, which hydration must not spend. */
const CLS_BUDGET = 0.02;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Adds up every layout shift the visitor did not cause, from the first paint on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

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
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(CLS_BUDGET);
      // A hydration mismatch is reported as a console error (React #418 / #425 in production).
      expect(await problems.collect()).toEqual([]);
    });
  }
});
