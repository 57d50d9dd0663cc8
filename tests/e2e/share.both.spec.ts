import { expect, test } from './support/test';
import { programList } from '../../src/content/programs';
import { stories } from '../../src/content/stories';
import { SEED_POSTS_NEWEST_FIRST } from '../../scripts/stack/seed-data';
import { expectShareMessage, shareControl, sharedSoFar, withWebShare, withoutWebShare } from './support/share';

const [POST] = SEED_POSTS_NEWEST_FIRST;
const [PROGRAM] = programList;
const [STORY] = stories;
if (!POST || !PROGRAM || !STORY) throw new Error('The seed or the content has no post, program or story.');

/** The pages supporters forward, each with the title its share message carries. */
const SHARED_PAGES = [
  { kind: 'a blog post', path: `/blog/${POST.id}`, title: POST.title },
  { kind: 'a program', path: `/programs/${PROGRAM.id}`, title: PROGRAM.title },
  { kind: 'a story', path: `/impact/story/${STORY.id}`, title: STORY.title },
];

for (const { kind, path, title } of SHARED_PAGES) {
  test.describe(`sharing ${kind}`, () => {
    test('without the Web Share API: WhatsApp and e-mail with its title and address, and Copy link', async ({
      page,
      context,
    }) => {
      await withoutWebShare(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const address = page.url();

      await expectShareMessage(page, title, address);
      await expect(shareControl.sheet(page)).toHaveCount(0);

      await shareControl.copy(page).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    });

    test('with the Web Share API: the share sheet opens with its title and address', async ({ page }) => {
      await withWebShare(page);
      await page.goto(path);
      await shareControl.sheet(page).click();
      expect(await sharedSoFar(page)).toEqual([{ title, url: page.url() }]);
      await expect(shareControl.whatsapp(page)).toHaveCount(0);
    });
  });
}
