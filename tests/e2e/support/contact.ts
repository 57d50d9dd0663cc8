import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { CannedResponse, InboxEntry } from '../../../scripts/stack/emailjs-mock';
import { LOCAL_PORTS, localUrl } from '../../../src/config/local-stack';

/**
 * The local EmailJS mock's test routes (scripts/stack/emailjs-mock.ts). Tests run in parallel and
 * share one mock, so nothing here clears it: each test writes a subject of its own and looks only at
 * that, and its canned answers are keyed to that subject.
 */
const MOCK = localUrl(LOCAL_PORTS.emailjs);

export const uniqueSubject = (label: string): string => `${label} ${randomUUID().slice(0, 8)}`;

export async function inboxFor(subject: string): Promise<InboxEntry[]> {
  const response = await fetch(`${MOCK}/__inbox`);
  const inbox = (await response.json()) as InboxEntry[];
  return inbox.filter((entry) => entry.body.template_params['subject'] === subject);
}

export const countDelivered = async (subject: string): Promise<number> => (await inboxFor(subject)).length;

/** The next sends of a message with this subject get these answers, in order, instead of the default 200. */
export async function answerNext(subject: string, answers: Omit<CannedResponse, 'subject'>[]): Promise<void> {
  const response = await fetch(`${MOCK}/__inbox/next-responses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(answers.map((answer) => ({ ...answer, subject }))),
  });
  expect(response.ok).toBe(true);
}

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const contactValues = (subject: string, overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Ada Obi',
  email: 'ada@example.com',
  subject,
  message: 'I would like to volunteer at the mobile school in the holidays.',
  ...overrides,
});

// By role: the visible label also carries the required asterisk ("Name *"), the accessible name does not.
export const field = (page: Page, label: keyof typeof LABELS) =>
  page.getByRole('textbox', { name: LABELS[label], exact: true });

const LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

export async function fillContactForm(page: Page, values: ContactValues): Promise<void> {
  for (const key of ['name', 'email', 'subject', 'message'] as const) await field(page, key).fill(values[key]);
}

export const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

export async function expectFormEmpty(page: Page): Promise<void> {
  for (const key of ['name', 'email', 'subject', 'message'] as const) await expect(field(page, key)).toHaveValue('');
}

export async function expectFormHolds(page: Page, values: ContactValues): Promise<void> {
  for (const key of ['name', 'email', 'subject', 'message'] as const) {
    await expect(field(page, key)).toHaveValue(values[key]);
  }
}

/**
 * Opens the Contact page under the service worker's control. The worker registers after the first
 * load and, like any new worker, controls only pages loaded after it: reload once if needed.
 */
export async function openControlledContactPage(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}
