import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { homeHero } from '../../src/content/home';
import { programs } from '../../src/content/programs';
import { stories } from '../../src/content/stories';
import { CONTACT_TEXT } from '../../src/features/contact/contact-texts';
import { MENU_LABEL } from '../../src/components/layout/nav-links';
import { SHELL_CHUNK } from '../../scripts/build/load-phase-chunks';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { signInAs } from './support/accounts';
import { firstVisibleSlideLabel } from './support/carousel';
import {
  contactValues,
  expectFormEmpty,
  expectFormHolds,
  field,
  fillContactForm,
  inboxFor,
  sendButton,
  uniqueSubject,
  type ContactValues,
} from './support/contact';
import { openBeforeTheApp } from './support/before-the-app';
import { waitForHydration } from './support/hydration';
import { isChunkOf } from './support/chunks';

/*
 * A prerendered page paints seconds before its scripts arrive on a slow phone. Every test here holds
 * back every script of the site, does what a visitor would do in that window, then lets the
 * scripts through and checks that nothing was lost, leaked or done twice.
 */

/** Every URL the page asks for or navigates to, to check that none carries what the visitor typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoValueIn(urls: readonly string[], values: ContactValues): void {
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replaceAll('+', ' '));
    for (const value of Object.values(values)) expect(decoded).not.toContain(value);
  }
}

test('a message written and sent before the app arrives is sent once when it arrives, and never put in a URL', async ({
  page,
}) => {
  const urls = recordUrls(page);
  const values = contactValues(uniqueSubject('Early send'), { name: 'Early Bird Ngozi' });
  const arrive = await openBeforeTheApp(page, '/contact');

  await fillContactForm(page, values);
  await sendButton(page).click();
  // Said at once, while every script is still on its way; the page has not moved.
  await expect(page.getByText(CONTACT_TEXT.sendingSoon)).toBeVisible();
  await sendButton(page).click();
  await expect(page).toHaveURL('/contact');
  await expectFormHolds(page, values);

  await arrive();
  await expect(page.getByText(CONTACT_TEXT.success)).toBeVisible();
  await expect(page.getByText(CONTACT_TEXT.sendingSoon)).toBeHidden();
  await expectFormEmpty(page);
  await expect.poll(() => inboxFor(values.subject).then((inbox) => inbox.length)).toBe(1);
  const [entry] = await inboxFor(values.subject);
  expect(entry?.body.template_params).toMatchObject({
    user_name: values.name,
    user_email: values.email,
    subject: values.subject,
    message: values.message,
  });
  // A second press while waiting was still one message.
  await page.waitForTimeout(500);
  expect(await inboxFor(values.subject)).toHaveLength(1);
  await expect(page).toHaveURL('/contact');
  expectNoValueIn(urls, values);
});

test('what is typed before the app arrives stays in its fields, with the cursor where it was', async ({ page }) => {
  const values = contactValues(uniqueSubject('Early typing'));
  const arrive = await openBeforeTheApp(page, '/contact');
  await fillContactForm(page, values);
  const message = field(page, 'message');
  await message.press('End');
  for (let step = 0; step < 5; step += 1) await message.press('ArrowLeft');
  const caret = values.message.length - 5;

  await arrive();
  // The app's own reaction to the text (the character count) shows it has taken the field over.
  await expect(page.getByText(`${String(values.message.length)} of 5,000 characters`)).toBeVisible();
  await expectFormHolds(page, values);
  await expect(message).toBeFocused();
  expect(await message.evaluate((element: HTMLTextAreaElement) => element.selectionStart)).toBe(caret);
  expect(await inboxFor(values.subject)).toHaveLength(0);
});

test('a message sent early with a missing field gets the form’s own error once the app arrives, and is not sent', async ({
  page,
}) => {
  const values = contactValues(uniqueSubject('Early invalid'), { email: '' });
  const arrive = await openBeforeTheApp(page, '/contact');
  await fillContactForm(page, values);
  await field(page, 'subject').press('Enter');

  await arrive();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  await expectFormHolds(page, values);
  await page.waitForTimeout(500);
  expect(await inboxFor(values.subject)).toHaveLength(0);
});

test('Watch Our Story opens the founder video at once, before any script of the site has arrived', async ({ page }) => {
  const arrive = await openBeforeTheApp(page, '/');
  await page.getByRole('button', { name: homeHero.watchStoryLabel }).click();
  const dialog = page.getByRole('dialog', { name: homeHero.watchStoryLabel });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toBeVisible();

  await arrive();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
});

test('a story’s Play pressed before the app arrives brings its player when the app arrives', async ({ page }) => {
  const story = stories[0];
  if (!story) throw new Error('content/stories.json has no story');
  const arrive = await openBeforeTheApp(page, '/impact');
  const region = page.getByRole('region', { name: 'Success Stories' });
  await region.getByRole('button', { name: `Play ${story.video.title}` }).click();

  await arrive();
  await expect(region.locator('video')).toHaveCount(1);
  await expect(region.locator('video')).toBeFocused();
});

test.describe('copying an account number', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a press of Copy before the app arrives copies once it arrives', async ({ page }) => {
    const account = site.bankAccounts.naira;
    const arrive = await openBeforeTheApp(page, '/donate');
    const box = page.getByRole('region', { name: account.title });
    await box.getByRole('button', { name: `Copy ${account.title} number` }).click();

    await arrive();
    await expect(box.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountNumber);
  });
});

test('a program carousel moves on for a Next pressed before the app arrived', async ({ page }) => {
  const program = programs.education;
  const arrive = await openBeforeTheApp(page, '/programs/education');
  const carousel = page.getByRole('region', { name: `${program.title} photos`, exact: true });
  await carousel.getByRole('button', { name: 'Next slide' }).click();

  await arrive();
  await expect.poll(() => firstVisibleSlideLabel(carousel)).toBe(`2 of ${String(program.gallery.length)}`);
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'The menu button shows on narrow screens only.');

  test('the menu opens before any script of the site has arrived, and stays open when the app arrives', async ({
    page,
  }) => {
    const arrive = await openBeforeTheApp(page, '/about');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: MENU_LABEL }).click();
    await expect(menu.getByRole('link', { name: 'Impact' })).toBeVisible();

    await arrive();
    await expect(menu.getByRole('link', { name: 'Impact' })).toBeVisible();
    await menu.getByRole('link', { name: 'Impact' }).click();
    await expect(page).toHaveURL('/impact');
    await expect(menu).toBeHidden();
  });
});

test('the first touch of the page starts the app’s download at once instead of on its schedule', async ({ page }) => {
  // The clock stands still: the app's scheduled start (after the first paint, by timer) never comes.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  // Room for a busy machine's first page load: with the clock paused, only the touch can start it.
  const appRequested = page.waitForRequest((request) => isChunkOf(SHELL_CHUNK)(request.url()), {
    timeout: 15_000,
  });
  let requested = false;
  void appRequested.then(() => (requested = true)).catch(() => undefined);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(requested).toBe(false);

  await page.getByRole('heading', { level: 1 }).dispatchEvent('pointerdown');
  await appRequested;
});

test('every form of the site, the administrator’s included, would only ever be sent with POST', async ({ page }) => {
  const methods = async (): Promise<string[]> =>
    page.locator('form').evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).method));
  await page.goto('/contact');
  await waitForHydration(page);
  expect(await methods()).toEqual(['post']);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await methods()).toEqual(['post']);
  await signInAs(page, SEED_ACCOUNTS.admin);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await methods()).not.toEqual([]);
  expect(new Set(await methods())).toEqual(new Set(['post']));
});
