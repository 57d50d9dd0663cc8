import { expect, test, type Page } from '@playwright/test';
import { programList } from '../../src/content/programs';
import { stories } from '../../src/content/stories';
import { expectNoAxeViolations } from './support/axe';
import { openBeforeTheApp } from './support/before-the-app';
import { CLS_BUDGET, layoutShiftSoFar, placeOf, watchLayoutShifts } from './support/layout-shift';
import { expectShareMessage, shareControl, sharedSoFar, withWebShare, withoutWebShare } from './support/share';

/*
 * The share control of a prerendered page is in its HTML: drawn after the app arrived, below a short
 * story it moved the footer on a phone (CLS 0.023). These tests look at it before the app, without
 * JavaScript at all, and as the app takes over.
 */

// The shortest story: there the footer is nearest, and the first to move.
const [STORY] = [...stories].sort((a, b) => a.story.length - b.story.length);
const [PROGRAM] = programList;
if (!STORY || !PROGRAM) throw new Error('The content has no story or program.');

const PAGES = [
  { kind: 'a story', path: `/impact/story/${STORY.id}`, title: STORY.title },
  { kind: 'a program', path: `/programs/${PROGRAM.id}`, title: PROGRAM.title },
];

/** The page's canonical address, the one its links carry until the app has the page. */
async function canonicalAddress(page: Page, path: string): Promise<string> {
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(new URL(canonical).pathname).toBe(path);
  return canonical;
}

/**
 * Where the share control is, and where the footer below it starts: what a late share control moved.
 * (The footer's own height is not this page's: the app adds to its bottom.)
 */
const placesOf = (page: Page) =>
  Promise.all([
    placeOf(page.locator('[data-share]')),
    placeOf(page.getByRole('contentinfo')).then(({ top, left }) => ({ top, left })),
  ]);

for (const { kind, path, title } of PAGES) {
  test.describe(`sharing ${kind} (${path})`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('WhatsApp and e-mail links carry its title and address, and no button that needs JavaScript shows', async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(shareControl.whatsapp(page)).toBeVisible();
        await expect(shareControl.email(page)).toBeVisible();
        await expectShareMessage(page, title, await canonicalAddress(page, path));
        await expect(shareControl.copy(page)).toHaveCount(0);
        await expect(shareControl.sheet(page)).toHaveCount(0);
      });
    });

    test('the share links and Copy link are there before the app arrives, and nothing moves when it does', async ({
      page,
    }) => {
      await withoutWebShare(page);
      await watchLayoutShifts(page);
      const arrive = await openBeforeTheApp(page, path);
      await expect(shareControl.whatsapp(page)).toBeVisible();
      await expect(shareControl.copy(page)).toBeVisible();
      await expect(shareControl.sheet(page)).toHaveCount(0);
      await expectShareMessage(page, title, await canonicalAddress(page, path));
      await page.evaluate(() => document.fonts.ready);
      const before = await placesOf(page);

      await arrive();
      await page.waitForLoadState('networkidle');
      expect(await placesOf(page)).toEqual(before);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(CLS_BUDGET);
      // The app's links carry the address in the browser's bar.
      await expectShareMessage(page, title, page.url());
      await expectNoAxeViolations(page);
    });

    test('where the browser can share, Share is there before the app arrives, and a press then opens the sheet once it has', async ({
      page,
    }) => {
      await withWebShare(page);
      await watchLayoutShifts(page);
      const arrive = await openBeforeTheApp(page, path);
      await expect(shareControl.sheet(page)).toBeVisible();
      await expect(shareControl.whatsapp(page)).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      const before = await placesOf(page);
      await shareControl.sheet(page).click();

      await arrive();
      await expect.poll(() => sharedSoFar(page)).toEqual([{ title, url: page.url() }]);
      await page.waitForLoadState('networkidle');
      expect(await placesOf(page)).toEqual(before);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(CLS_BUDGET);
      await expectNoAxeViolations(page);
    });
  });
}
