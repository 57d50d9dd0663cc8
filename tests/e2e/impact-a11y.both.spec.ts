import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** Scrolls down in screen-sized steps so parts that load near the viewport are there to check. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames, so scroll-triggered observers see this position before the next step.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const path of ['/impact', '/impact/story/1', '/impact/story/14', '/impact/report']) {
  test(`${path} has no detectable accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    if (path === '/impact') {
      // Swiper replaces each static preview once its carousel comes near: check the real thing.
      const carousels = page.locator('section[aria-label$=" photos"]');
      await expect(carousels).toHaveCount(3);
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      }
    }
    await expectNoAxeViolations(page);
  });
}
