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
  inboxFor,
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
  // The tab leaves the site (the same tab: only the tab that wrote a message gets its text back).
  await page.goto('about:blank');

  // Back online with no page of the site open: Chromium's sync event, or the next visit, replays it.
  await context.setOffline(false);
  const next = page;
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

const refusedNotice = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ hasText: `Your message “${subject}” could not be delivered.` });
const putBackButton = (notice: ReturnType<typeof refusedNotice>) =>
  notice.getByRole('button', { name: 'Put it back in the form' });

/** The worker's record of what became of a message (sw/outbox-outcomes.ts), read or changed in its own database. */
function withStoredOutcome(
  page: Page,
  subject: string,
  change: { atMsAgo: number } | null,
): Promise<{ at: number; params: unknown } | undefined> {
  return page.evaluate(
    async ({ subject, change }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('contact-outbox');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('contact-outbox did not open'));
      });
      try {
        const store = db.transaction('outcomes', 'readwrite').objectStore('outcomes');
        const all = await new Promise<{ subject: string; at: number; params: unknown }[]>((resolve, reject) => {
          const request = store.getAll();
          request.onsuccess = () => resolve(request.result as { subject: string; at: number; params: unknown }[]);
          request.onerror = () => reject(request.error ?? new Error('outcomes unreadable'));
        });
        const outcome = all.find((record) => record.subject === subject);
        if (outcome && change) {
          outcome.at = Date.now() - change.atMsAgo;
          await new Promise((resolve, reject) => {
            const request = store.put(outcome);
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error ?? new Error('outcome not written'));
          });
        }
        return outcome && { at: outcome.at, params: outcome.params };
      } finally {
        db.close();
      }
    },
    { subject, change },
  );
}

test('on a shared phone a refused message’s name, e-mail and text show only in the tab that wrote it, and leave the device after 24 hours; others see its subject', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Kept a day');
  const values = contactValues(subject, { name: 'Ngozi Eze', email: 'ngozi.eze@example.com' });
  await answerNext(subject, [{ status: 403, text: 'Forbidden' }]);
  await openControlledContactPage(page);
  await context.setOffline(true);
  await fillContactForm(page, values);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
  await context.setOffline(false);
  const notice = refusedNotice(page, subject);
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(putBackButton(notice)).toBeVisible();

  // The next person opens the site in a tab of their own: the notice names the message, no more.
  const other = await context.newPage();
  await other.goto('/contact');
  const theirs = refusedNotice(other, subject);
  await expect(theirs).toBeVisible();
  await expect(putBackButton(theirs)).toHaveCount(0);
  for (const key of ['name', 'email', 'message'] as const) {
    await expect(other.getByText(values[key])).toHaveCount(0);
    await expect(field(other, key)).toHaveValue('');
  }
  await other.close();

  // A day and an hour later: the refusal's time is moved back where the worker keeps it.
  expect((await withStoredOutcome(page, subject, null))?.params).toMatchObject({ user_name: values.name });
  await withStoredOutcome(page, subject, { atMsAgo: 25 * 60 * 60 * 1000 });
  await page.reload();
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(putBackButton(notice)).toHaveCount(0);
  // Gone from the device, not only from the screen; the notice keeps the subject.
  await expect.poll(async () => (await withStoredOutcome(page, subject, null))?.params, { timeout: 10_000 }).toBeNull();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
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

  test('a send refused on the way while online says it could not be sent, not that the visitor is offline', async ({
    page,
    context,
  }) => {
    const values = contactValues(uniqueSubject('Blocked, no worker'));
    await page.goto('/contact');
    await blockEmailJs(context);
    await fillContactForm(page, values);
    await sendButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: CONTACT_TEXT.error })).toBeVisible();
    await expect(page.getByText(CONTACT_TEXT.notSaved)).toHaveCount(0);
    await expectFormHolds(page, values);
  });
});

/** The id of every send that reached the network (the page's, or the worker's on its behalf). */
async function watchSentIds(context: BrowserContext, subject: string): Promise<string[]> {
  const ids: string[] = [];
  await context.route('**/api/v1.0/email/send', async (route) => {
    const body = route.request().postDataJSON() as { template_params?: Record<string, string> } | null;
    if (body?.template_params?.['subject'] === subject) ids.push(body.template_params['message_id'] ?? '');
    await route.continue();
  });
  return ids;
}

test('a message keeps one id from its first attempt to its delivery, however often it is retried', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('One id');
  // Coming back online starts two replays in Chromium, the page's and Background Sync's, a moment
  // apart: the provider is down for both, so the message is still waiting until a later try delivers.
  const down = { status: 503, text: 'Service Unavailable' };
  await answerNext(subject, [down, down]);
  await openControlledContactPage(page);
  await context.setOffline(true);
  await sendWhileOffline(page, subject);
  // Watched from here: the offline attempt never reached the provider.
  const ids = await watchSentIds(context, subject);

  await context.setOffline(false);
  await expect.poll(() => ids.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await countDelivered(subject)).toBe(0);
  await expect(waitingNotice(page)).toBeVisible();
  // Opening the site again asks the worker to try once more.
  await page.reload();
  await expect(deliveredNotice(page, subject)).toBeVisible({ timeout: 15_000 });

  const [delivered] = await inboxFor(subject);
  const id = delivered?.body.template_params['message_id'];
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(ids.length).toBeGreaterThanOrEqual(3);
  expect(new Set(ids)).toEqual(new Set([id]));
});

test('a message the visitor sends again after a failure keeps its id, so the charity can spot a duplicate', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Sent again');
  const ids = await watchSentIds(context, subject);
  await answerNext(subject, [{ status: 500, text: 'Internal Server Error' }]);
  await openControlledContactPage(page);
  await fillContactForm(page, contactValues(subject));
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_TEXT.error })).toBeVisible();
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXT.success })).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);

  // The next message is another message, with an id of its own.
  const next = uniqueSubject('Next message');
  const nextIds = await watchSentIds(context, next);
  await fillContactForm(page, contactValues(next));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXT.success })).toBeVisible();
  expect(nextIds).toHaveLength(1);
  expect(nextIds[0]).not.toBe(ids[0]);
});

/** EmailJS blocked on the way while the network works: an ad blocker, or a policy refusing it. */
const blockEmailJs = (context: BrowserContext) =>
  context.route('**/api/v1.0/email/send', (route) => route.abort('blockedbyclient'));

test('a send refused on the way while online is not reported as offline, keeps the text, and is not queued', async ({
  page,
  context,
}) => {
  const values = contactValues(uniqueSubject('Blocked'));
  await openControlledContactPage(page);
  await blockEmailJs(context);
  await fillContactForm(page, values);
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_TEXT.error })).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);
  await expect(page.getByText(CONTACT_TEXT.notSaved)).toHaveCount(0);
  await expectFormHolds(page, values);
  await expect(waitingNotice(page)).toBeHidden();

  // Nothing was kept to be retried: with the way clear and the worker asked to replay, nothing arrives.
  await context.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(waitingNotice(page)).toBeHidden();
  expect(await countDelivered(values.subject)).toBe(0);
});

/** Sends a message offline where the browser has no Background Sync: it is kept for the next chance. */
async function queueWithoutSync(page: Page, context: BrowserContext, subject: string): Promise<void> {
  await openControlledContactPage(page);
  await context.setOffline(true);
  await fillContactForm(page, contactValues(subject));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXT.queuedUntilVisit })).toBeVisible();
}

test.describe('in a browser without Background Sync', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
  });

  test('a message saved offline is promised for when the site is open again, not automatically', async ({
    page,
    context,
  }) => {
    const subject = uniqueSubject('No sync');
    await queueWithoutSync(page, context, subject);
    await expect(page.getByText(/automatically/)).toHaveCount(0);
    await expect(waitingNotice(page)).toHaveText(
      '1 message is waiting on this device and will be sent when you are back online with this site open, or on your next visit.',
    );
    await context.setOffline(false);
    await expect(deliveredNotice(page, subject)).toBeVisible({ timeout: 15_000 });
    expect(await countDelivered(subject)).toBe(1);
  });

  test('a message whose try as the network came back failed is sent while the site stays open', async ({
    page,
    context,
  }) => {
    const subject = uniqueSubject('Tried again');
    await queueWithoutSync(page, context, subject);

    // A phone says "online" as its network comes up, before anything gets through.
    let refused = 0;
    await context.route('**/api/v1.0/email/send', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await expect.poll(() => refused).toBeGreaterThanOrEqual(1);
    await expect(waitingNotice(page)).toBeVisible();

    // The way clears; nobody reloads or goes offline again.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(deliveredNotice(page, subject)).toBeVisible({ timeout: 20_000 });
    expect(await countDelivered(subject)).toBe(1);
  });
});
