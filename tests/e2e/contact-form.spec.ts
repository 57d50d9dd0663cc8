import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { loadEnv } from 'vite';
import { parseEnv, STACK_MODE } from '../../src/config/env-schema';
import { contactLinks, formatAddress, site } from '../../src/config/site';
import { REFUSAL_TEXT } from '../../src/features/contact/contact-texts';
import {
  answerNext,
  contactValues,
  expectFormEmpty,
  expectFormHolds,
  field,
  fillContactForm,
  inboxFor,
  sendButton,
  uniqueSubject,
} from './support/contact';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again later.';

/** The settings the local stack's build was made with, read the way vite.config.ts reads them. */
const emailJsConfig = parseEnv(loadEnv(STACK_MODE, process.cwd(), 'VITE_'), STACK_MODE).emailJs;
const emailJsVersion = (
  JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string }
).version;

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('the contact page gives the phone number, e-mail address and postal address as working links', async ({
  page,
}) => {
  const details = page.getByRole('region', { name: 'Get in touch' });
  await expect(details.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', contactLinks.phone);
  await expect(details.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', contactLinks.email);
  await expect(details.getByText(formatAddress(site.contact.address))).toBeVisible();
});

test('sending an empty form names every missing field and puts the cursor in the first', async ({ page }) => {
  await sendButton(page).click();
  for (const [key, text] of [
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ] as const) {
    await expect(form(page).getByText(text, { exact: true })).toBeVisible();
    await expect(field(page, key)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, key)).toHaveAccessibleDescription(new RegExp(text));
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the 4 highlighted fields.' })).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
});

test('editing a field clears its own error and leaves the others until they are edited', async ({ page }) => {
  await sendButton(page).click();
  await field(page, 'name').fill('A');
  await expect(form(page).getByText('Name is required')).toBeHidden();
  await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('Email is required')).toBeVisible();
  await field(page, 'subject').fill('Hello');
  await expect(form(page).getByText('Subject is required')).toBeHidden();
  await expect(form(page).getByText('Message is required')).toBeVisible();
  await sendButton(page).click();
  // Still not sent: the remaining errors block it, and focus goes to the first of them.
  await expect(field(page, 'email')).toBeFocused();
  await expect(form(page).getByText('Email is required')).toBeVisible();
});

test('fields holding only spaces count as empty', async ({ page }) => {
  await fillContactForm(page, { name: '   ', email: '  ', subject: '\t', message: '\n \n' });
  await sendButton(page).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  await expect(form(page).getByText('Email is required')).toBeVisible();
  await expect(form(page).getByText('Subject is required')).toBeVisible();
  await expect(form(page).getByText('Message is required')).toBeVisible();
});

test('an e-mail address without a domain is refused as invalid and fixing it clears the error', async ({ page }) => {
  await fillContactForm(page, contactValues(uniqueSubject('Invalid address'), { email: 'ada@example' }));
  await sendButton(page).click();
  await expect(form(page).getByText('Email is invalid', { exact: true })).toBeVisible();
  await expect(field(page, 'email')).toBeFocused();
  await field(page, 'email').fill('ada@example.com');
  await expect(form(page).getByText('Email is invalid')).toBeHidden();
});

test('an 80 KB message is refused with its length instead of being cut or sent', async ({ page }) => {
  const subject = uniqueSubject('Too long');
  const huge = 'x'.repeat(80 * 1024);
  await fillContactForm(page, contactValues(subject, { message: huge }));
  await sendButton(page).click();
  await expect(form(page).getByText('Message must be 5,000 characters or fewer (it has 81,920)')).toBeVisible();
  await expect(field(page, 'message')).toBeFocused();
  await expect(field(page, 'message')).toHaveValue(huge);
  // The shortened message is the only one that ever arrives.
  await field(page, 'message').fill('A short message.');
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  const inbox = await inboxFor(subject);
  expect(inbox.map((entry) => entry.body.template_params['message'])).toEqual(['A short message.']);
});

test('while a message is on its way the button reads Sending... and is disabled; then the form clears', async ({
  page,
}) => {
  const subject = uniqueSubject('Sending state');
  const values = contactValues(subject, { name: '  Ada Obi ', email: ' ada@example.com ' });
  await answerNext(subject, [{ status: 200, text: 'OK', delayMs: 1500 }]);
  await fillContactForm(page, values);
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  await expect(sendButton(page)).toHaveText('Send Message');
  await expect(sendButton(page)).toBeEnabled();
  await expectFormEmpty(page);

  const inbox = await inboxFor(subject);
  expect(inbox).toHaveLength(1);
  expect(inbox[0]?.body).toEqual({
    lib_version: emailJsVersion,
    user_id: emailJsConfig.publicKey,
    service_id: emailJsConfig.serviceId,
    template_id: emailJsConfig.templateId,
    template_params: {
      user_name: 'Ada Obi',
      user_email: 'ada@example.com',
      subject,
      message: values.message,
      message_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    },
  });
});

test('a server error shows the error message and keeps everything that was typed', async ({ page }) => {
  const subject = uniqueSubject('Server error');
  const values = contactValues(subject);
  await answerNext(subject, [{ status: 500, text: 'Internal Server Error' }]);
  await fillContactForm(page, values);
  await sendButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: FAILURE })).toBeVisible();
  await expectFormHolds(page, values);
  await expect(sendButton(page)).toBeEnabled();
  expect(await inboxFor(subject)).toHaveLength(0);
  // Sending again works, once the service is back.
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(await inboxFor(subject)).toHaveLength(1);
});

for (const { status, text, reason } of [
  { status: 429, text: 'Too Many Requests', reason: 'throttled' },
  { status: 451, text: 'Unavailable For Headless Browser', reason: 'headless' },
  { status: 403, text: 'Forbidden', reason: 'blocked' },
  { status: 400, text: 'The Public Key is required', reason: 'misconfigured' },
] as const) {
  test(`a ${status} "${text}" refusal is explained in plain words and the message stays in the form`, async ({
    page,
  }) => {
    const subject = uniqueSubject(`Refused ${status}`);
    const values = contactValues(subject);
    await answerNext(subject, [{ status, text }]);
    await fillContactForm(page, values);
    await sendButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: REFUSAL_TEXT[reason] });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(String(status));
    await expectFormHolds(page, values);
  });
}

test('the contact page, with errors showing, has no detectable accessibility problems', async ({ page }) => {
  await sendButton(page).click();
  await expect(form(page).getByText('Name is required')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
});

/** The space between one box's bottom and the next one's top. */
async function spaceBetween(upper: Locator, lower: Locator): Promise<number> {
  const [a, b] = await Promise.all([upper.boundingBox(), lower.boundingBox()]);
  if (!a || !b) throw new Error('not laid out');
  return Math.round(b.y - (a.y + a.height));
}

test('the messages above Send take room only when they say something, one field’s gap each', async ({ page }) => {
  // The form's own gap, between one field and the next.
  const gap = await form(page)
    .locator(':scope > div')
    .evaluate((stack) => Math.round(Number.parseFloat(getComputedStyle(stack).rowGap)));
  expect(gap).toBeGreaterThan(0);
  // The message's counter: with no error, the one text the message box is described by.
  const counter = page.locator(`[id="${await field(page, 'message').getAttribute('aria-describedby')}"]`);
  await expect(counter).toBeVisible();
  // Nothing to say yet: the empty live regions leave Send one gap below the message's counter.
  expect(await spaceBetween(counter, sendButton(page))).toBe(gap);

  const subject = uniqueSubject('Gaps');
  await answerNext(subject, [{ status: 500, text: 'Internal Server Error' }]);
  await fillContactForm(page, contactValues(subject));
  await sendButton(page).click();
  const failure = page.getByRole('alert').filter({ hasText: FAILURE });
  await expect(failure).toBeVisible();
  expect(await spaceBetween(counter, failure)).toBe(gap);
  expect(await spaceBetween(failure, sendButton(page))).toBe(gap);
});
