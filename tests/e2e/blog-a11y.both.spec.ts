import { expect, test } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

// The public blog pages (and Home's Latest Updates) are checked with every public page in a11y-routes.both.spec.ts.

test('every Read More on Home and /blog is named after the post it opens', async ({ page }) => {
  const lists = [
    { path: '/', list: page.getByRole('region', { name: 'Latest Updates' }) },
    { path: '/blog', list: page.getByTestId('blog-posts') },
  ];
  for (const { path, list } of lists) {
    await page.goto(path);
    // Home's posts load as the visitor scrolls down to them.
    await list.scrollIntoViewIfNeeded();
    const articles = list.getByRole('article');
    await expect(articles.first()).toBeVisible();
    for (const article of await articles.all()) {
      const title = await article.getByRole('heading').innerText();
      const link = article.getByRole('link');
      await expect(link).toHaveAccessibleName(`Read More about ${title}`);
      await expect(link).toContainText('Read More');
    }
  }
});

test('the admin login and dashboard have no detectable accessibility problems', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin form can be filled and sent with the keyboard alone', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 2, name: 'Add New Blog Post' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).focus();
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Summary' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeFocused();
  await page.keyboard.press('Tab');
  // A photo for the text, then the optional cover photo, come before the buttons.
  await expect(page.getByLabel('Add a photo to the text')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Cover photo (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add Post' })).toBeFocused();
});
