import { MENU_LABEL } from '../../src/components/layout/nav-links';
import { site } from '../../src/config/site';
import { expect, test } from './support/test';

test('on a phone the links sit behind a menu button that opens and closes', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: MENU_LABEL });
  const menu = page.locator('#mobile-menu');
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Home', 'About Us', 'Programs', 'Impact', 'Contact', 'Donate']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // A tap outside the menu (here on the header's name of the site, which leads to this same page) closes it too.
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: site.name }).click();
  await expect(menu).toBeHidden();
});

test('choosing a link in the phone menu opens that page and closes the menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: MENU_LABEL }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Impact' }).click();
  await expect(page).toHaveURL('/impact');
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: MENU_LABEL })).toBeVisible();
});
