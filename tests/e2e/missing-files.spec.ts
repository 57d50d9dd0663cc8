import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { everyCachedUrl, waitForControl } from './support/pwa';

/**
 * A file that is not there is a 404, not a page: Hosting must not answer a missing script, picture
 * or video with the app shell (a browser would run HTML as a script and fail strangely, and a year of
 * caching would keep the mistake), and the worker must never keep such an answer.
 */

const YEAR_LONG = 31_536_000;

const missing = (folder: string, extension: string): string =>
  `/${folder}/missing-${randomUUID().slice(0, 8)}.${extension}`;

const MISSING_FILES = [
  missing('assets', 'js'),
  missing('images', 'avif'),
  missing('videos', 'mp4'),
  missing('reports', 'pdf'),
];

const maxAge = (cacheControl: string | undefined): number => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? 0);

for (const path of MISSING_FILES) {
  test(`a missing file at ${path.replace(/missing-\w+/, 'missing')} answers 404, not the app shell, and is not cached for long`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const cacheControl = response.headers()['cache-control'];
    expect(cacheControl ?? '').not.toContain('immutable');
    expect(maxAge(cacheControl)).toBeLessThan(YEAR_LONG);
    expect(await response.text()).not.toContain('<div id="root">');
  });
}

test('pages that have no file of their own still open the app', async ({ request }) => {
  for (const path of ['/admin', '/no/such/page', '/assetsfolder/not-a-file']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root">');
  }
});

/** Asks for a file from the page, through the worker; resolves with the status the page sees. */
const fetchThroughWorker = (page: Page, path: string): Promise<number> =>
  page.evaluate(async (url) => (await fetch(url)).status, path);

test('the worker keeps neither a 404 nor a page that answered for a picture, a video or a script', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await waitForControl(page);

  const notFound = [missing('images', 'avif'), missing('videos', 'mp4'), missing('assets', 'js')];
  for (const path of notFound) expect(await fetchThroughWorker(page, path), path).toBe(404);

  // A host (or a captive portal) that answers any address with an HTML page and 200.
  const answeredWithPage = [missing('images', 'webp'), missing('videos', 'mp4'), missing('assets', 'js')];
  await context.route(
    (url) => answeredWithPage.includes(url.pathname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><p>Hello' }),
  );
  for (const path of answeredWithPage) expect(await fetchThroughWorker(page, path), path).toBe(200);

  // A picture that does exist is kept, so the cache is working while it refuses the others.
  const pictureUrl = await page.evaluate(() => {
    const picture = [...document.images].find((image) => image.currentSrc.includes('/images/'));
    return picture?.currentSrc;
  });
  if (!pictureUrl) throw new Error('The About page shows no picture.');
  const variant = pictureUrl.replace(/-\d+w\.(\w+)$/, '-480w.webp');
  expect(await fetchThroughWorker(page, new URL(variant).pathname)).toBe(200);

  await expect
    .poll(async () => (await everyCachedUrl(page)).some((url) => url.endsWith(new URL(variant).pathname)))
    .toBe(true);
  const cached = (await everyCachedUrl(page)).map((url) => new URL(url).pathname);
  for (const path of [...notFound, ...answeredWithPage]) expect(cached, path).not.toContain(path);
});
