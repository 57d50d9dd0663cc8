import { expect, test } from './support/test';
import { SEED_ACCOUNTS, SEED_POSTS_NEWEST_FIRST } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

const [NEWEST] = SEED_POSTS_NEWEST_FIRST;

test('the blog index has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('blog-posts')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a blog post has no detectable accessibility problems', async ({ page }) => {
  if (!NEWEST) throw new Error('No seed posts.');
  await page.goto(`/blog/${NEWEST.id}`);
  await expect(page.getByRole('heading', { level: 1, name: NEWEST.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Home with its Latest Updates has no detectable accessibility problems', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Updates' });
  // The posts load as the visitor scrolls down to them.
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
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
  await expect(page.getByRole('button', { name: 'Add Post' })).toBeFocused();
});
