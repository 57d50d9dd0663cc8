import { expect, test, type Page } from './support/test';
import { galleryImages, gallerySection } from '../../src/content/home';
import { autoplayOf, firstVisibleSlideLabel, realSlides } from './support/carousel';
import { waitForHydration } from './support/hydration';
import { watchPageProblems } from './support/page-problems';

/**
 * Odd addresses and a lost connection: whatever happens, the visitor sees a page that says what is
 * going on and offers a way on, never a blank screen, a crash or the browser's own error page.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Fails the test if anything on the page opens a dialog (an injected alert would). */
function refuseDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** `status`: posts come from the blog's function, which answers an unknown one with 404; the app shell's pages say 200. */
const ODD_ADDRESSES: readonly { path: string; heading: string; what: string; status?: number }[] = [
  { path: '/programs/%00', heading: 'Program Not Found', what: 'a NUL byte as a program' },
  { path: '/programs/%3Cscript%3Ealert(1)%3C%2Fscript%3E', heading: 'Program Not Found', what: 'markup as a program' },
  { path: '/blog/a%2Fb', heading: 'Post not found', what: 'a post id with a slash', status: 404 },
  { path: '/blog/__reserved__', heading: 'Post not found', what: 'an id Firestore reserves', status: 404 },
  { path: '/blog/%00', heading: 'Post not found', what: 'a NUL byte as a post id', status: 404 },
  { path: '/impact/story/-1', heading: 'Story not found', what: 'a negative story number' },
  { path: '/impact/story/1e9999', heading: 'Story not found', what: 'a story number too big for a number' },
];

for (const { path, heading, what, status = 200 } of ODD_ADDRESSES) {
  test(`${what} shows ${heading}, with a way back`, async ({ page }) => {
    const dialogs = refuseDialogs(page);
    const problems = await watchPageProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(h1(page)).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    expect(dialogs).toEqual([]);
    // Chromium logs the page's own 404 as a console error: that one (and only one) is the answer expected.
    const found = await problems.collect();
    const ownStatus = found.findIndex((problem) => /status of 404/.test(problem));
    if (status === 404 && ownStatus !== -1) found.splice(ownStatus, 1);
    expect(found).toEqual([]);
  });
}

// No 2,000-character post id here: loaded directly, the Hosting emulator looks for a file named after
// the id plus `.html` (clean URLs), which the file system refuses past 255 bytes, and answers 500 before
// the app runs. Production Hosting has no such file system. The app's guard for ids Firestore cannot
// hold (over 1,500 bytes → Post not found) is tested in src/lib/posts/model/post-id.test.ts.

test('a blog link whose page marker is mangled opens the newest posts', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/blog?after=a%2Fb');
  await expect(h1(page)).toHaveText('Blog');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  expect(await problems.collect()).toEqual([]);
});

test('/donate/../admin is resolved by the browser to /admin, which shows the login', async ({ page }) => {
  await page.goto('/donate/../admin');
  await expect(page).toHaveURL('/admin');
  await expect(h1(page)).toHaveText('Admin Login');
});

test('an encoded ../admin stays a Donate address and shows the plain Donate page', async ({ page }) => {
  await page.goto('/donate/%2E%2E%2Fadmin');
  await expect(page).toHaveURL(/\/donate\//);
  await expect(h1(page)).toContainText('Donate');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
});

test.describe('offline before the service worker has saved the site', () => {
  // The first visit's code only: what a visitor has before the worker installs.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code is not on the device shows the offline notice, then opens when the connection returns', async ({
    page,
    context,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(h1(page)).toHaveText("You're offline");
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(h1(page)).toHaveText("You're offline");
    await context.setOffline(false);
    await expect(h1(page)).toContainText('About Us');
    // Only downloads refused offline (hovered links preload too), or not tried offline, were logged, and the blocked worker.
    const unexpected = (await problems.collect()).filter(
      (problem) => !/Service worker registration failed/.test(problem),
    );
    for (const problem of unexpected)
      expect(problem).toMatch(
        /ERR_INTERNET_DISCONNECTED|dynamically imported|Unable to preload CSS|service worker has not saved this code/,
      );
  });

  test('offline before their code arrived, the Home carousels stay readable, and work once the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(h1(page)).toBeVisible();
    await waitForHydration(page);
    await context.setOffline(true);
    const name = `${gallerySection.heading} photos`;
    // Their code comes only as the visitor nears them (src/components/hydrate-when-near.tsx), and
    // here it cannot: the prerendered carousel stays, its first photo's box and caption readable.
    const carousel = page.getByRole('region', { name, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(realSlides(carousel).first()).toBeVisible();
    await expect(realSlides(carousel).first().getByRole('img')).toBeVisible();
    await expect(page.getByTestId('error-screen')).toHaveCount(0);
    // The connection returns: the code arrives by itself, and the carousel works.
    await context.setOffline(false);
    await expect(autoplayOf(carousel)).toBeAttached();
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`1 of ${String(galleryImages.length)}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(galleryImages.length)}`);
  });
});
