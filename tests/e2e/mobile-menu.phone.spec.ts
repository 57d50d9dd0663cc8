import { expect, test } from './support/test';

test('on a phone the links sit behind a menu button that opens and closes', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'About Us', 'Programs', 'Impact', 'Contact', 'Donate']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('choosing a link in the phone menu opens that page and closes the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Impact' }).click();
  await expect(page).toHaveURL('/impact');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});
