import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';

const adminLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' });

test('visitors who are not signed in see no Admin Dashboard link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(adminLink(page)).toHaveCount(0);
});

test('the administrator sees the Admin Dashboard link on every page once signed in', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/about');
  await expect(adminLink(page)).toBeVisible();
  await adminLink(page).click();
  await expect(page).toHaveURL('/admin');
});

test('a signed-in member who is not the administrator gets no link and is not authorized', async ({ page }) => {
  await signInAs(page, SEED_ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adminLink(page)).toHaveCount(0);
});

test('a wrong password shows Invalid credentials', async ({ page }) => {
  await signInAs(page, { email: SEED_ACCOUNTS.admin.email, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
});
