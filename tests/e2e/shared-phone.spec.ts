import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import {
  answerNext,
  contactValues,
  fillContactForm,
  openControlledContactPage,
  sendButton,
  uniqueSubject,
} from './support/contact';

/**
 * A phone passed from hand to hand: whoever logs out leaves nothing personal behind, and the login
 * form says why it refused without giving away which accounts exist.
 */

const QUEUED = /your message is saved/;
const field = (page: Page, label: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name: label });
const refusedNotice = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ hasText: `Your message “${subject}” could not be delivered.` });

test('logging out forgets the unfinished post and every outbox notice that holds a visitor’s message', async ({
  page,
  context,
}) => {
  // A visitor's message the e-mail service refused: its notice keeps the text to put back in the form.
  const subject = uniqueSubject('Shared phone');
  await answerNext(subject, [{ status: 403, text: 'Forbidden' }]);
  await openControlledContactPage(page);
  await context.setOffline(true);
  await fillContactForm(page, contactValues(subject));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await context.setOffline(false);
  await expect(refusedNotice(page, subject)).toBeVisible({ timeout: 15_000 });

  // The administrator starts a post on the same phone, then logs out.
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await field(page, 'Title').fill('Draft about a private matter');
  await field(page, 'Content').fill('Not ready to be read by anyone else.');
  await expect(refusedNotice(page, subject)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(refusedNotice(page, subject)).toBeHidden();

  // Nothing comes back: not the notice on another visit, not the draft for the next person to sign in.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(refusedNotice(page, subject)).toBeHidden();
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(field(page, 'Content')).toHaveValue('');
});

test('a wrong password says Invalid credentials and asks to check what was typed', async ({ page }) => {
  await signInAs(page, { email: SEED_ACCOUNTS.admin.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid credentials');
  await expect(alert).toContainText('Check your e-mail address and password');
  await expect(alert).not.toContainText('Too many attempts');
});

test('Firebase’s lockout after many attempts says so, instead of Invalid credentials', async ({ page }) => {
  // The Auth emulator has no lockout: answer as Firebase Auth does once it has locked the account,
  // so the real SDK turns the answer into its error and the form shows it.
  await page.route('**/accounts:signInWithPassword*', (route) =>
    route.fulfill({
      status: 400,
      headers: { 'Access-Control-Allow-Origin': '*' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 400,
          message:
            'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.',
          errors: [{ message: 'TOO_MANY_ATTEMPTS_TRY_LATER', domain: 'global', reason: 'invalid' }],
        },
      }),
    }),
  );
  await signInAs(page, SEED_ACCOUNTS.admin);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Too many attempts. Try again later or reset your password.');
  await expect(alert).not.toContainText('Invalid credentials');
  await expect(alert).not.toContainText('Check your e-mail address and password');
});
