import type { Page } from '@playwright/test';

/** Signs in through the real login form on /admin (the Auth emulator answers). */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
