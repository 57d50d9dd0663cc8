import { expect, test } from './support/test';
import { programList } from '../../src/content/programs';
import { SEED_POSTS_NEWEST_FIRST } from '../../scripts/stack/seed-data';

const [POST] = SEED_POSTS_NEWEST_FIRST;
const [PROGRAM] = programList;
if (!POST || !PROGRAM) throw new Error('The seed or the content has no post or program.');

/** The pages supporters forward, each with the title its share message carries. */
const SHARED_PAGES = [
  { kind: 'a blog post', path: `/blog/${POST.id}`, title: POST.title },
  { kind: 'a program', path: `/programs/${PROGRAM.id}`, title: PROGRAM.title },
];

for (const { kind, path, title } of SHARED_PAGES) {
  test.describe(`sharing ${kind}`, () => {
    test('without the Web Share API: WhatsApp and e-mail with its title and address, and Copy link', async ({
      page,
      context,
    }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const address = page.url();

      const whatsapp = new URL(
        (await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '',
      );
      expect(whatsapp.origin).toBe('https://wa.me');
      expect(whatsapp.searchParams.get('text')).toBe(`${title} ${address}`);
      const email = new URL((await page.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')) ?? '');
      expect(email.protocol).toBe('mailto:');
      expect(email.searchParams.get('subject')).toBe(title);
      expect(email.searchParams.get('body')).toBe(address);
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    });

    test('with the Web Share API: the share sheet opens with its title and address', async ({ page }) => {
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
      await page.goto(path);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared);
      expect(shared).toEqual([{ title, url: page.url() }]);
      await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
    });
  });
}
