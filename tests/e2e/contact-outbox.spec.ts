import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { CONTACT_TEXT } from '../../src/features/contact/contact-texts';
import {
  answerNext,
  contactValues,
  countDelivered,
  expectFormEmpty,
  expectFormHolds,
  field,
  fillContactForm,
  openControlledContactPage,
  sendButton,
  uniqueSubject,
} from './support/contact';

const QUEUED = 'You are offline — your message is saved and will be sent automatically when you are back online';

const waitingNotice = (page: Page) => page.getByRole('status').filter({ hasText: /waiting on this device/ });
const deliveredNotice = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ hasText: `Your message “${subject}” was sent while you were offline` });

async function sendWhileOffline(page: Page, subject: string): Promise<void> {
  await fillContactForm(page, contactValues(subject));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await expectFormEmpty(page);
}

test('a message sent offline is saved, and arrives exactly once when the connection returns', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Offline');
  await openControlledContactPage(page);
  await context.setOffline(true);
  await sendWhileOffline(page, subject);
  await expect(waitingNotice(page)).toHaveText(
    '1 message is waiting on this device and will be sent when you are back online.',
  );
  expect(await countDelivered(subject)).toBe(0);

  await context.setOffline(false);
  await expect(deliveredNotice(page, subject)).toBeVisible({ timeout: 15_000 });
  await expect(waitingNotice(page)).toBeHidden();
  // The worker removes a message before it reports it delivered: nothing is left to send twice.
  expect(await countDelivered(subject)).toBe(1);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  await deliveredNotice(page, subject).getByRole('button', { name: 'Dismiss' }).click();
  await expect(deliveredNotice(page, subject)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(deliveredNotice(page, subject)).toBeHidden();
  expect(await countDelivered(subject)).toBe(1);
});

test('ten offline/online flaps deliver each of five saved messages exactly once', async ({ page, context }) => {
  test.setTimeout(90_000);
  const base = uniqueSubject('Flap');
  const subjects = [1, 2, 3, 4, 5].map((n) => `${base} #${n}`);
  await openControlledContactPage(page);
  await context.setOffline(true);
  for (const subject of subjects) await sendWhileOffline(page, subject);
  await expect(waitingNotice(page)).toContainText('5 messages are waiting');

  for (let flap = 1; flap <= 10; flap += 1) {
    await context.setOffline(false);
    // Different pauses catch the replay at different points: before, during and after a send.
    await page.waitForTimeout(flap * 15);
    await context.setOffline(true);
    await page.waitForTimeout(10);
  }
  await context.setOffline(false);

  for (const subject of subjects) await expect(deliveredNotice(page, subject)).toBeVisible({ timeout: 20_000 });
  await expect(waitingNotice(page)).toBeHidden();
  for (const subject of subjects) expect(await countDelivered(subject), subject).toBe(1);
});

test('a message the e-mail service refuses for good is not retried, and the visitor is told on the next visit and can send it again', async ({
  page,
  context,
}) => {
  const refused = uniqueSubject('Refused later');
  const later = uniqueSubject('After the refusal');
  // Should the outbox ever retry the refused message, the second answer would deliver it.
  await answerNext(refused, [
    { status: 403, text: 'Forbidden' },
    { status: 200, text: 'OK' },
  ]);
  await openControlledContactPage(page);
  await context.setOffline(true);
  await sendWhileOffline(page, refused);
  await page.close();

  // Back online with no page open: Chromium's sync event, or the next visit, replays it.
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/about');
  const notice = next.getByRole('listitem').filter({ hasText: `Your message “${refused}” could not be delivered.` });
  await expect(notice).toBeVisible({ timeout: 15_000 });

  // Queue and deliver another message: the outbox works in order, so the refused one is truly gone.
  await openControlledContactPage(next);
  await context.setOffline(true);
  await sendWhileOffline(next, later);
  await context.setOffline(false);
  await expect(deliveredNotice(next, later)).toBeVisible({ timeout: 15_000 });
  expect(await countDelivered(refused)).toBe(0);

  await notice.getByRole('button', { name: 'Put it back in the form' }).click();
  await expect(next).toHaveURL('/contact');
  await expect(field(next, 'subject')).toHaveValue(refused);
  await expect(field(next, 'name')).toHaveValue(contactValues(refused).name);
  await expect(field(next, 'message')).toHaveValue(contactValues(refused).message);
  await expect(notice).toBeHidden();
});

test('a message saved offline is delivered after the browser is closed and opened again', async ({
  playwright,
}, testInfo) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'contact-outbox-'));
  const { baseURL, launchOptions } = testInfo.project.use;
  const launch = (): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(userDataDir, {
      ...launchOptions,
      executablePath: launchOptions?.executablePath ?? '/usr/bin/chromium',
      baseURL,
    });
  const subject = uniqueSubject('Across restarts');
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await openControlledContactPage(page);
    await first.setOffline(true);
    await sendWhileOffline(page, subject);
    await first.close();
    expect(await countDelivered(subject)).toBe(0);

    const second = await launch();
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/');
    await expect(deliveredNotice(again, subject)).toBeVisible({ timeout: 15_000 });
    expect(await countDelivered(subject)).toBe(1);
    await second.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test.describe('in a browser where no service worker can run', () => {
  test.use({ serviceWorkers: 'block' });

  test('a message sent offline says it was not sent and stays in the form', async ({ page, context }) => {
    const values = contactValues(uniqueSubject('No worker'));
    await page.goto('/contact');
    await fillContactForm(page, values);
    await context.setOffline(true);
    await sendButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_TEXT.notSaved })).toBeVisible();
    await expectFormHolds(page, values);
    await context.setOffline(false);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: /Thank you for your message!/ })).toBeVisible();
    await expectFormEmpty(page);
    expect(await countDelivered(values.subject)).toBe(1);
  });
});
