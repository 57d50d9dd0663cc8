import { expect, test } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { LOCAL_PORTS, LOCAL_PROJECT_ID, localUrl } from '../../src/config/local-stack';

/** The e-mails the Auth emulator would have sent: it keeps them instead, and prints each link. */
const OOB_CODES = `${localUrl(LOCAL_PORTS.auth)}/emulator/v1/projects/${LOCAL_PROJECT_ID}/oobCodes`;

const resetCodesFor = async (email: string): Promise<number> => {
  const response = await fetch(OOB_CODES);
  const body = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
};

test('Forgot password? asks for the address first, then has Firebase send the reset e-mail', async ({ page }) => {
  const { email } = SEED_ACCOUNTS.admin;
  const before = await resetCodesFor(email);
  await page.goto('/admin');
  const forgot = page.getByRole('button', { name: 'Forgot password?' });

  await forgot.click();
  await expect(page.getByRole('alert')).toContainText('Type your e-mail address in the Email box first');
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill(email);
  await forgot.click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('a link to choose a new password');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => resetCodesFor(email)).toBe(before + 1);
});

test('Forgot password? for an address with no account reads the same, revealing nothing', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('nobody-here@example.org');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nobody-here@example.org' })).toContainText(
    'a link to choose a new password',
  );
});
