import { expect, test } from './support/test';
import { SEED_POSTS_NEWEST_FIRST } from '../../scripts/stack/seed-data';

const [POST] = SEED_POSTS_NEWEST_FIRST;

test.describe('a browser without the Web Share API', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
  });

  test('offers the post on WhatsApp and by e-mail, and copies its link', async ({ page, context }) => {
    if (!POST) throw new Error('The seed has no posts.');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${POST.id}`);
    await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
    const address = page.url();

    const whatsapp = new URL((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '');
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${POST.title} ${address}`);
    const email = new URL((await page.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')) ?? '');
    expect(email.protocol).toBe('mailto:');
    expect(email.searchParams.get('body')).toBe(address);
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
});

test('a browser with the Web Share API opens its share sheet with the post', async ({ page }) => {
  if (!POST) throw new Error('The seed has no posts.');
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData[] }).shared = [
          ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
          data,
        ];
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/blog/${POST.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared);
  expect(shared).toEqual([{ title: POST.title, url: page.url() }]);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
});
