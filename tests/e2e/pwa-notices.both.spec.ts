import { expect, test, type Page } from './support/test';

/*
 * The app's notices float over the bottom corner of the page. While one shows, the page leaves as
 * much room below its footer, so nothing on the last screen stays under it
 * (src/components/pwa/use-room-below-the-page.ts).
 */

const notices = (page: Page) => page.getByRole('list', { name: 'About this app' });

/**
 * The footer's links and buttons that the notices would cover on the page's last screen (scrolled
 * to its very end), in document coordinates, so the answer does not depend on how far the browser
 * has scrolled: there the notices' stack starts its own height above the document's end.
 */
function coveredFooterLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('[aria-label="About this app"] > li')];
    const stackTop = Math.min(...items.map((item) => item.getBoundingClientRect().top));
    const lastScreenStackTop = document.documentElement.scrollHeight - (window.innerHeight - stackTop);
    return [...document.querySelectorAll('footer a, footer button')]
      .filter((control) => control.getBoundingClientRect().bottom + window.scrollY > lastScreenStackTop)
      .map((control) => control.textContent);
  });
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
  // "Ready to work offline" may be showing too (the worker installed meanwhile): the room stays for it.
  for (const dismiss of await notices(page)
    .getByRole('button', { name: /^Dismiss/ })
    .all())
    await dismiss.click();
  await expect(notices(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
});
