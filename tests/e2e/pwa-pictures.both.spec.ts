import { expect, test, type Page } from './support/test';
import { gotoOffline } from './support/offline';
import { waitForControl } from './support/pwa';
import { PLACEHOLDER_HEADER } from '../../src/shared/sw-contract';

/*
 * No picture is precached (scripts/build/pwa-precache.ts): pictures are kept as they are seen.
 * Offline, a picture seen at another width is answered with the kept copy, and a picture never
 * seen with an empty placeholder: its box keeps its shape and shows the picture's tone. No picture
 * is ever broken, on phones or desktops.
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

/** Of the pictures on screen, how many the worker answered with the placeholder, and whether each of those has a tone. */
const placeholders = (page: Page): Promise<{ count: number; withoutTone: number }> =>
  page.evaluate(async (header) => {
    let count = 0;
    let withoutTone = 0;
    for (const image of [...document.images].filter((img) => img.currentSrc.includes('/images/'))) {
      const response = await fetch(image.currentSrc);
      if (response.headers.get(header) !== '1') continue;
      count += 1;
      if (getComputedStyle(image).backgroundColor === 'rgba(0, 0, 0, 0)') withoutTone += 1;
    }
    return { count, withoutTone };
  }, PLACEHOLDER_HEADER);

test('offline, Home’s lazy sections show, and no picture of a page is broken: unseen ones show their tone', async ({
  page,
  context,
}) => {
  await page.goto('/programs');
  await waitForControl(page);
  const seen = await page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc),
  );
  expect(seen.length).toBeGreaterThan(0);
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
    // Pictures never seen on this device (these pages were not opened online) are placeholders in their tone.
    const unseen = await placeholders(page);
    expect(unseen.count).toBeGreaterThan(0);
    expect(unseen.withoutTone).toBe(0);
    // Home's carousels come from a lazy chunk: it must be there offline too.
    if (path === '/') await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  }
  // The pictures seen online are kept: offline they are the real files.
  const keptOffline = await page.evaluate(
    async ({ urls, header }) => {
      const answers = await Promise.all(urls.map((url) => fetch(url)));
      return answers.filter((answer) => answer.ok && answer.headers.get(header) === null).length;
    },
    { urls: seen, header: PLACEHOLDER_HEADER },
  );
  expect(keptOffline).toBe(seen.length);
});
