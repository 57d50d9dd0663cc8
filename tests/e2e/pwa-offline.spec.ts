import { expect, test, type Page } from './support/test';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { programs } from '../../src/content/programs';
import { stories } from '../../src/content/stories';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { MESSAGE } from '../../src/shared/sw-contract';
import { gotoOffline } from './support/offline';
import { cachedVideoCount, everyCachedUrl, waitForControl } from './support/pwa';

/** Every public route, with the heading a visitor sees there. */
const PUBLIC_ROUTES: readonly { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Bringing Hope/ },
  { path: '/about', heading: /About Us/ },
  { path: '/programs', heading: /Our Programs/ },
  { path: '/programs/education', heading: programs.education.title },
  { path: '/programs/community-development', heading: programs['community-development'].title },
  { path: '/programs/mission-and-evangelism', heading: programs['mission-and-evangelism'].title },
  { path: '/impact', heading: /Our Impact/ },
  { path: '/impact/story/1', heading: stories[0]?.title ?? 'story 1' },
  { path: '/impact/report', heading: /Impact Report/ },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/donate', heading: /Donate/ },
  { path: '/donate/education', heading: /Donate/ },
  { path: '/donate/success', heading: /Thank You/ },
  { path: '/blog', heading: 'Blog' },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Use/ },
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const offlineBadge = (page: Page) => page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' });

test('after one visit the service worker controls the page and the site is ready to work offline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ready to work offline' })).toBeVisible();
  await waitForControl(page);
});

test('offline after one visit, every public route opens with its heading, and a post read before', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const post = SEED_POSTS[0];
  if (!post) throw new Error('No seed posts.');
  await page.goto(`/blog/${post.id}`);
  await expect(h1(page)).toHaveText(post.title);
  await waitForControl(page);

  await context.setOffline(true);
  for (const route of PUBLIC_ROUTES) {
    await test.step(route.path, async () => {
      await gotoOffline(page, context, route.path);
      await expect(h1(page)).toHaveText(route.heading);
      await expect(offlineBadge(page)).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    });
  }
  await page.goto(`/blog/${post.id}`);
  await expect(h1(page)).toHaveText(post.title);
  const firstParagraph = post.content.split('\n\n')[0] ?? '';
  await expect(page.getByRole('article').getByText(firstParagraph)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBadge(page)).toHaveCount(0);
});

test('story videos are kept offline while the visitor is idle, and answer range requests from the cache', async ({
  page,
  context,
}) => {
  await page.goto('/impact');
  await waitForControl(page);
  await expect.poll(() => cachedVideoCount(page), { timeout: 20_000 }).toBe(stories.length + 1);

  await context.setOffline(true);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/videos/story1.mp4', { headers: { Range: 'bytes=0-99' } });
    return {
      status: response.status,
      range: response.headers.get('Content-Range'),
      length: (await response.arrayBuffer()).byteLength,
    };
  });
  expect(answer).toEqual({ status: 206, range: expect.stringMatching(/^bytes 0-99\/\d+$/), length: 100 });
});

test('a story video plays and seeks offline', async ({ page, context }) => {
  await page.goto('/impact/story/1');
  await waitForControl(page);
  await expect.poll(() => cachedVideoCount(page), { timeout: 20_000 }).toBe(stories.length + 1);
  await context.setOffline(true);
  await page.reload();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  const seeked = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.load();
    await new Promise((resolve, reject) => {
      element.addEventListener('loadedmetadata', resolve, { once: true });
      element.addEventListener('error', () => reject(new Error(String(element.error?.message))), { once: true });
    });
    element.currentTime = element.duration / 2;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return { duration: element.duration, at: element.currentTime };
  });
  expect(seeked.duration).toBeGreaterThan(0);
  expect(seeked.at).toBeGreaterThan(0);
});

test('the worker keeps no copy of Firestore or EmailJS answers', async ({ page }) => {
  await page.goto('/blog');
  await waitForControl(page);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const cached = await everyCachedUrl(page);
  expect(cached.length).toBeGreaterThan(50);
  const elsewhere = cached.filter(
    (url) =>
      !url.startsWith(localUrl(LOCAL_PORTS.hosting)) ||
      url.includes(`:${LOCAL_PORTS.firestore}`) ||
      url.includes('/api/v1.0/email'),
  );
  expect(elsewhere).toEqual([]);
});

test.describe('with Save-Data on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
      // Keeps a copy of what the page tells its worker.
      const sent: unknown[] = [];
      Object.assign(window, { sentToWorker: sent });
      const post = Reflect.get(ServiceWorker.prototype, 'postMessage') as (...args: unknown[]) => void;
      Reflect.set(ServiceWorker.prototype, 'postMessage', function (this: ServiceWorker, ...args: unknown[]) {
        sent.push(args[0]);
        post.apply(this, args);
      });
    });
  });

  test('the page asks for no videos, and the worker downloads none', async ({ page }) => {
    await page.goto('/impact');
    await waitForControl(page);
    const sentToWorker = () => page.evaluate(() => (window as unknown as { sentToWorker: unknown[] }).sentToWorker);
    await expect.poll(sentToWorker).toContainEqual({ type: MESSAGE.cacheMedia, saveData: true });
    const reply = await page.evaluate(
      async (message) => {
        const registration = await navigator.serviceWorker.ready;
        const channel = new MessageChannel();
        const answered = new Promise<unknown>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
        registration.active?.postMessage(message, [channel.port2]);
        return answered;
      },
      { type: MESSAGE.cacheMedia, saveData: true },
    );
    expect(reply).toEqual({ skipped: true, stored: 0 });
    expect(await cachedVideoCount(page)).toBe(0);
  });
});
