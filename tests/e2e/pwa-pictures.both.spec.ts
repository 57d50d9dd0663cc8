import { expect, test, type Page } from './support/test';
import { gotoOffline } from './support/offline';
import { waitForControl } from './support/pwa';

/*
 * Only one copy of each picture is precached (scripts/build/pwa-precache.ts). Phones and desktops
 * ask for different widths: offline, the worker answers the others with the stored copy, so no
 * picture is missing on either.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Scrolls through the page so its lazy pictures and lazy sections load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/** Pictures that started loading and failed (a lazy picture never scrolled to has not started). */
const brokenPictures = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc),
  );

test('offline, Home’s lazy sections and every picture of a page show without the network', async ({
  page,
  context,
}) => {
  await page.goto('/programs');
  await waitForControl(page);
  await context.setOffline(true);
  for (const path of ['/', '/about', '/programs/education']) {
    await gotoOffline(page, context, path);
    await expect(h1(page)).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Under Chromium 150's offline emulation the worker's attempt at the network for a picture it
    // has not kept takes seconds to fail (a real phone without signal fails at once): then the
    // stored copy shows.
    await expect
      .poll(() => page.evaluate(() => [...document.images].filter((image) => !image.complete).length), {
        timeout: 20_000,
      })
      .toBe(0);
    expect(await brokenPictures(page)).toEqual([]);
    // Home's carousels come from a lazy chunk: it must be there offline too.
    if (path === '/') await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  }
});
