import { expect, test, type Page } from './support/test';
import { SEED_POSTS } from '../../scripts/stack/seed-data';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { gotoOffline } from './support/offline';
import { PUBLIC_ROUTES } from './support/routes';
import { everyCachedUrl, waitForControl } from './support/pwa';

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
