import { expect, test, type Page } from './support/test';
import { LOCAL_PORTS, localUrl } from '../../src/config/local-stack';
import { EMAIL_INVALID, EMAIL_MISSING } from '../../src/shared/administrators';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { uniqueTag } from './support/blog-posts';

const panel = (page: Page) => page.getByRole('region', { name: 'Administrators' });
const emailField = (page: Page) =>
  panel(page).getByRole('textbox', { name: 'E-mail address of the new administrator' });
const listed = (page: Page) => panel(page).getByRole('list', { name: 'Current administrators' }).getByRole('listitem');

/** What the invitee does with the link: choose a password on the Auth emulator's stand-in for Firebase's page. */
async function choosePassword(link: string, password: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `${localUrl(LOCAL_PORTS.auth)}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    },
  );
  expect(response.ok, `choosing a password answered ${response.status}`).toBe(true);
}

test('the administrator invites a new administrator by e-mail, who signs in with the link, and removes them after confirming', async ({
  page,
  browser,
}, testInfo) => {
  // Three axe runs, a second browser context and the function's cold start: more than the default minute.
  test.slow();
  const invitee = `helper-${uniqueTag(testInfo)}@example.org`;
  await signInAs(page, SEED_ACCOUNTS.admin);
  // The Functions emulator starts the function's runtime on its first call: seconds on a busy machine.
  await expect(listed(page).filter({ hasText: SEED_ACCOUNTS.admin.email })).toContainText('(you)', { timeout: 30_000 });

  // Bad input is named beside the field, and what was typed stays.
  await panel(page).getByRole('button', { name: 'Invite' }).click();
  await expect(emailField(page)).toHaveAccessibleDescription(EMAIL_MISSING);
  await emailField(page).fill('helper at example.org');
  await panel(page).getByRole('button', { name: 'Invite' }).click();
  await expect(emailField(page)).toHaveAccessibleDescription(EMAIL_INVALID);
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveValue('helper at example.org');
  await expectNoAxeViolations(page);

  await emailField(page).fill(invitee);
  await panel(page).getByRole('button', { name: 'Invite' }).click();
  const notice = panel(page)
    .getByRole('status')
    .filter({ hasText: `${invitee} is now an administrator` });
  await expect(notice).toBeVisible();
  await expect(emailField(page)).toHaveValue('');
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(listed(page).filter({ hasText: invitee })).toHaveCount(1);
  const link = await notice.getByRole('textbox', { name: 'Link to choose a password' }).inputValue();
  // The long link and addresses wrap or scroll inside their boxes: nothing widens the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expectNoAxeViolations(page);

  // The invitee chooses a password through the link and finds the dashboard.
  await choosePassword(link, 'helper12345');
  const inviteeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const inviteePage = await inviteeContext.newPage();
  await signInAs(inviteePage, { email: invitee, password: 'helper12345' });
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await inviteeContext.close();

  // Remove asks first, naming the account; Cancel keeps them.
  await listed(page)
    .filter({ hasText: invitee })
    .getByRole('button', { name: `Remove ${invitee}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Remove ${invitee} as administrator?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(listed(page).filter({ hasText: invitee })).toHaveCount(1);

  await listed(page)
    .filter({ hasText: invitee })
    .getByRole('button', { name: `Remove ${invitee}` })
    .click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    panel(page)
      .getByRole('status')
      .filter({ hasText: `${invitee} is no longer an administrator.` }),
  ).toBeVisible();
  await expect(listed(page).filter({ hasText: invitee })).toHaveCount(0);
  await expect(listed(page).filter({ hasText: SEED_ACCOUNTS.admin.email })).toHaveCount(1);
});
