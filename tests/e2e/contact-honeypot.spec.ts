import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import {
  contactValues,
  countDelivered,
  expectFormEmpty,
  fillContactForm,
  sendButton,
  uniqueSubject,
} from './support/contact';
import { CONTACT_TEXT } from '../../src/features/contact/contact-texts';
import { HONEYPOT_NAME } from '../../src/features/contact/honeypot';

/**
 * The contact form's trap for bots: a field no person sees or reaches. A bot that fills it is
 * thanked like anyone else, and nothing reaches the e-mail service.
 */

const trap = (page: Page) => page.locator(`form input[name="${HONEYPOT_NAME}"]`);

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('a submission that fills the hidden field is thanked as usual and sends nothing', async ({ page, context }) => {
  const sends: string[] = [];
  await context.route('**/api/v1.0/email/send', async (route) => {
    sends.push(route.request().url());
    await route.continue();
  });
  const values = contactValues(uniqueSubject('Bot'));
  await fillContactForm(page, values);
  // What a bot does: fill every field the HTML offers.
  await trap(page).evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXT.success })).toBeVisible();
  await expectFormEmpty(page);
  await page.waitForLoadState('networkidle');
  expect(sends).toEqual([]);
  expect(await countDelivered(values.subject)).toBe(0);
});

test('no person meets the hidden field: not on screen, not by keyboard, not by a screen reader', async ({ page }) => {
  await expect(trap(page)).toHaveCount(1);
  await expect(trap(page)).toHaveAttribute('tabindex', '-1');
  await expect(trap(page)).toHaveAttribute('autocomplete', 'off');
  // Off-screen: no part of it inside the page's width.
  const box = await trap(page).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  // Hidden from assistive technology: not in the accessibility tree, under any name.
  await expect(page.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
  expect(await page.locator('form').ariaSnapshot()).not.toMatch(/leave this field empty/i);

  // Tab from the first field to the Send button: the trap is never focused on the way.
  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  const visited: (string | null)[] = [];
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    visited.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? null));
    if (await sendButton(page).evaluate((button) => button === document.activeElement)) break;
  }
  expect(visited).not.toContain(HONEYPOT_NAME);
  await expect(sendButton(page)).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a person who leaves the hidden field alone is sent as before', async ({ page }) => {
  const values = contactValues(uniqueSubject('Person'));
  await fillContactForm(page, values);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXT.success })).toBeVisible();
  await expect.poll(() => countDelivered(values.subject)).toBe(1);
});
