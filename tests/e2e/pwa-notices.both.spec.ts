import { expect, test, type Page } from './support/test';

/*
 * The app's notices float over the bottom corner of the page. While one shows, the page leaves as
 * much room below its footer, so nothing on the last screen stays under it
 * (src/components/pwa/use-room-below-the-page.ts).
 */

const notices = (page: Page) => page.getByRole('list', { name: 'About this app' });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The footer's links and buttons that a notice covers, with the page scrolled to its very end. */
async function coveredFooterLinks(page: Page): Promise<string[]> {
  // At once: the site scrolls smoothly where motion is welcome, and a box read mid-way proves nothing.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const noticeBoxes = (await notices(page).getByRole('listitem').all()).map((item) => item.boundingBox());
  const boxes = (await Promise.all(noticeBoxes)).filter((box) => box !== null);
  const covered: string[] = [];
  for (const link of await page.getByRole('contentinfo').locator('a, button').all()) {
    const box = await link.boundingBox();
    if (box && boxes.some((notice) => overlap(box, notice))) covered.push((await link.textContent()) ?? '');
  }
  return covered;
}

test('a notice that stays until it is answered leaves the footer’s last links and buttons clear, and its room goes with it', async ({
  page,
}) => {
  await page.goto('/contact');
  // What Chromium fires when the site may be installed: the install offer stays until answered.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(offer);
  });
  const install = notices(page).getByRole('listitem').filter({ hasText: 'Install this app' });
  await expect(install).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // Without the room, the last screen's links sit under the notice (the footer ends at the window's bottom).
  await expect.poll(() => coveredFooterLinks(page)).toEqual([]);
  const room = await page.evaluate(() => parseFloat(document.body.style.paddingBottom));
  expect(room).toBeGreaterThanOrEqual((await install.boundingBox())?.height ?? Infinity);

  await install.getByRole('button', { name: 'Dismiss: Install this app' }).click();
  await expect(install).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('');
});
