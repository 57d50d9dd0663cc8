import { expect, test, type Page } from './support/test';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { stories } from '../../src/content/stories';
import { gotoOffline } from './support/offline';
import { expectNoAxeViolations } from './support/axe';
import { savedUrls, waitForControl } from './support/pwa';
import { CACHE_NAMES, PLACEHOLDER_HEADER, type OfflineSaveFile } from '../../src/shared/sw-contract';
import { PUBLIC_ROUTES } from './support/routes';
import { IDLE_MS, videoRequests } from './support/first-visit';
import { firstVisitBudgetTests } from './support/first-visit-budget';
import { recordTransfer } from './support/transfer';

/*
 * What a visit costs a visitor who pays for every megabyte (issue 16): a first visit to any kind of
 * public page, the page and its service worker together, stays within 500 KB over the wire
 * (support/first-visit-budget.ts); no video byte moves before a play; one unscrolled visit to Home is
 * enough for the whole site, and the newest posts, offline.
 * Run on the production build; `npm run test:realistic-media` runs them with photo-sized media (scripts/media/realistic.ts).
 */

/** A story page with a video: the first of content/stories.json. */
const FIRST_STORY_PATH = `/impact/story/${stories[0]?.id ?? '1'}`;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

firstVisitBudgetTests('On a desktop');

test('a video is downloaded when the visitor plays it, not before', async ({ page, context }) => {
  const transfer = recordTransfer(context);
  await page.goto(FIRST_STORY_PATH);
  await waitForControl(page);
  await transfer.quiet(3_000, 15_000);
  expect(videoRequests(transfer)).toEqual([]);
  await page.getByRole('button', { name: /^Play / }).click();
  await expect.poll(() => videoRequests(transfer).length).toBeGreaterThan(0);
});

test('offline after one unscrolled visit to Home: every public route, /blog with the newest posts, the newest post', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const transfer = recordTransfer(context);
  await page.goto('/');
  await waitForControl(page);
  await transfer.quiet(4_000, IDLE_MS);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await context.setOffline(true);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      await gotoOffline(page, context, route.path);
      await expect(h1(page)).toHaveText(route.heading);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    });
  }

  await gotoOffline(page, context, '/blog');
  const cards = page.getByRole('main').getByRole('article');
  const newestSeed = [...SEED_POSTS].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!newestSeed) throw new Error('No seed posts.');
  await expect(cards.filter({ hasText: newestSeed.title })).toHaveCount(1);
  const newestTitle = (await cards.first().getByRole('heading').first().textContent()) ?? '';
  expect(newestTitle).not.toBe('');
  await cards.first().getByRole('link').first().click();
  await expect(h1(page)).toHaveText(newestTitle);
  await expect(page.getByRole('article')).not.toBeEmpty();
});

test.describe('with Save-Data on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
  });

  test('a first visit downloads no video and no picture it does not show', async ({ page, context }) => {
    test.setTimeout(60_000);
    const transfer = recordTransfer(context);
    await page.goto('/impact');
    await waitForControl(page);
    await transfer.quiet(4_000, IDLE_MS);
    expect(videoRequests(transfer)).toEqual([]);
    // Pictures only for the page (those it shows), none fetched by the worker ahead of time.
    const pictures = (byWorker: boolean) =>
      new Set(
        transfer.requested
          .filter((request) => request.byWorker === byWorker && request.url.includes('/images/'))
          .map((request) => request.url),
      );
    const forPage = pictures(false);
    expect([...pictures(true)].filter((url) => !forPage.has(url))).toEqual([]);
  });
});

/** Save for offline's code comes when the visitor nears it: at the end of /impact, above the footer. */
async function scrollToTheEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('Save for offline shows its size and progress, then a story video plays offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/impact');
  await waitForControl(page);
  await scrollToTheEnd(page);
  // Slower videos, so the progress bar is there long enough to be seen.
  await page.route('**/videos/*.mp4', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const main = page.getByRole('main');
  await expect(main.getByText(/^Save pictures and videos for offline: \d+(\.\d)? (KB|MB)$/)).toBeVisible();
  await main.getByRole('button', { name: 'Save for offline' }).click();
  await expect(main.getByRole('progressbar', { name: 'Saving for offline' })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(
    /^Saved for offline\. Pictures and videos use .+ on this device\.$/,
    {
      timeout: 60_000,
    },
  );

  await context.setOffline(true);
  await gotoOffline(page, context, FIRST_STORY_PATH);
  await page.getByRole('button', { name: /^Play / }).click();
  const played = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    video.load();
    await new Promise((resolve, reject) => {
      video.addEventListener('loadedmetadata', resolve, { once: true });
      video.addEventListener('error', () => reject(new Error(String(video.error?.message))), { once: true });
    });
    video.currentTime = video.duration / 2;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    return { duration: video.duration, at: video.currentTime };
  });
  expect(played.duration).toBeGreaterThan(0);
  expect(played.at).toBeGreaterThan(0);
});

/** One picture as the page would get it now, through the worker: its status, and whether it is the saved file itself. */
const pictureAnswer = (page: Page, file: OfflineSaveFile) =>
  page.evaluate(
    async ({ file, placeholderHeader }) => {
      const response = await fetch(file.url);
      const bytes = (await response.arrayBuffer()).byteLength;
      return {
        status: response.status,
        placeholder: response.headers.has(placeholderHeader),
        whole: bytes === file.bytes,
      };
    },
    { file, placeholderHeader: PLACEHOLDER_HEADER },
  );

/** Paths the precache holds: offline, one of them could stand in for a picture that is gone. */
const precachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((cache) => cache.startsWith('workbox-precache'))) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('saved files keep a cache of their own; when the browser removes them, the page says so and offers to save again', async ({
  page,
  context,
}) => {
  // Two whole saves, on a machine that runs other browsers too.
  test.setTimeout(180_000);
  await page.goto('/impact');
  await waitForControl(page);
  await scrollToTheEnd(page);
  const main = page.getByRole('main');
  const status = main.getByRole('status');
  const saveButton = main.getByRole('button', { name: 'Save for offline' });
  await saveButton.click();
  await expect(status).toHaveText(/^Saved for offline\./, { timeout: 60_000 });

  const list = await page.evaluate(async () => (await (await fetch('/offline-save.json')).json()) as OfflineSaveFile[]);
  const savedPaths = async () => (await savedUrls(page)).map((url) => new URL(url).pathname).sort();
  expect(await savedPaths()).toEqual(list.map((file) => file.url).sort());

  // The image cache purges itself whole when the device is full (and drops its oldest past 150
  // pictures): the saved pictures are not in it, and still open offline.
  const precached = new Set(await precachedPaths(page));
  const picture = list.find((file) => file.url.startsWith('/images/') && !precached.has(file.url));
  if (!picture) throw new Error('The save list has no picture outside the precache.');
  await page.evaluate((name) => caches.delete(name), CACHE_NAMES.images);
  await context.setOffline(true);
  expect(await pictureAnswer(page, picture)).toEqual({ status: 200, placeholder: false, whole: true });
  await context.setOffline(false);

  // The browser evicts them anyway: the next visit says so, and saving again brings them back.
  await page.evaluate((name) => caches.delete(name), CACHE_NAMES.saved);
  await page.reload();
  await scrollToTheEnd(page);
  await expect(status).toHaveText(
    /^The pictures and videos you saved for offline are no longer on this device.*Press Save for offline to save them again\.$/,
  );
  await expect(main.getByText(/^Saved for offline/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveButton.click();
  await expect(status).toHaveText(/^Saved for offline\./, { timeout: 60_000 });
  expect(await savedPaths()).toEqual(list.map((file) => file.url).sort());
});

test('with Save-Data on, Save for offline downloads nothing and says why', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
  await page.goto('/impact');
  await scrollToTheEnd(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Save for offline' })).toBeDisabled();
  await expect(main.getByRole('status')).toHaveText(/asks websites to save data/);
});
