/**
 * `npm run staff-guides:screenshots`: the staff guides' pictures (docs/staff/images/), taken on a phone's
 * screen from the seeded local stack. A tool, not a test: run it after the screens change, and commit them.
 */
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SEED_ACCOUNTS } from '../stack/seed-data';
import { REPO_ROOT } from '../stack/repo-paths';
import { createStack } from '../stack/stack';
import { exitWithStackError } from '../stack/stack-error';
import { newGiftReference } from '../../src/features/donate/give-online/gift-attempt';
import type { DonationRecord } from '../../src/shared/gift-records';
import { signInAs } from '../../tests/e2e/support/accounts';
import { closeGiftRecords, recordDonation } from '../../tests/e2e/support/gift-records';

const OUT_DIR = join(REPO_ROOT, 'docs/staff/images');
/** A Pixel 7's CSS size, drawn at 1x so that each picture stays small. */
const PHONE = { width: 412, height: 860 };
const EXAMPLE_PHOTO = join(REPO_ROOT, 'public/images/home/chaplaincy-1.jpg');
/** Above this, a screen changed shape; the guides are read on phones too. */
const MAX_BYTES = 80 * 1024;

const EXAMPLE_POST = {
  title: 'New desks for the school in Jos',
  summary: 'Thanks to your gifts, forty children now sit at proper desks.',
  content: [
    '# What changed',
    '',
    'The pupils of **Grace Primary School** used to sit on the floor.',
    '',
    '- 40 new desks',
    '- 2 new blackboards',
    '',
    'Read more on [our programs page](/programs).',
  ].join('\n'),
};

/** `target` at the top of the screen, just below the site's bar. */
async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  if (target) {
    await target.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      window.scrollBy(0, -bar - 16);
    });
    await page.waitForTimeout(300);
  }
  const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  const file = join(OUT_DIR, `${name}.webp`);
  const { size } = await sharp(png).webp({ quality: 70 }).toFile(file);
  console.log(`${relative(REPO_ROOT, file)}: ${String(Math.round(size / 1024))} KB`);
  if (size > MAX_BYTES) console.warn(`  ${name} is over ${String(MAX_BYTES / 1024)} KB.`);
}

const field = (page: Page, name: 'Title' | 'Summary' | 'Content') => page.getByRole('textbox', { name });

async function writingAPost(page: Page, context: BrowserContext): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Email' }).fill(SEED_ACCOUNTS.admin.email);
  await shoot(page, 'sign-in');
  await signInAs(page, SEED_ACCOUNTS.admin);
  const form = page.getByRole('region', { name: 'Add New Blog Post' });
  await form.waitFor();
  await shoot(page, 'dashboard');

  await field(page, 'Title').fill(EXAMPLE_POST.title);
  await field(page, 'Summary').fill(EXAMPLE_POST.summary);
  await field(page, 'Content').fill(EXAMPLE_POST.content);
  await field(page, 'Content').evaluate((box) => (box.scrollTop = 0));
  await shoot(page, 'new-post', form);
  await shoot(page, 'markdown', field(page, 'Content'));

  await page.locator('#post-text-photo').setInputFiles(EXAMPLE_PHOTO);
  await page.getByText('The photo is placed in Content').waitFor();
  await shoot(page, 'photo-in-text', page.getByText('Add a photo to the text'));

  await page.locator('#post-cover-photo').setInputFiles(EXAMPLE_PHOTO);
  await page.getByRole('textbox', { name: 'Photo description' }).fill('Pupils at their new desks in the classroom');
  await shoot(page, 'cover-photo', page.getByText('Cover photo', { exact: false }).first());

  const content = await field(page, 'Content').inputValue();
  await field(page, 'Content').fill(content.replace('![]', '![A blackboard on the classroom wall]'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await shoot(page, 'preview', page.getByRole('button', { name: 'Hide preview' }));
  await page.getByRole('button', { name: 'Hide preview' }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Post' }).click();
  await page.getByText(/^Waiting for a connection: 1 post/).waitFor();
  await shoot(page, 'waiting-for-connection', page.getByRole('heading', { level: 1 }));
  await context.setOffline(false);
  await page.getByText(`“${EXAMPLE_POST.title}” was published.`).waitFor({ timeout: 60_000 });
  await shoot(page, 'published', page.getByRole('heading', { level: 1 }));

  const myPosts = page.getByRole('region', { name: 'My posts' });
  const row = myPosts.getByRole('listitem').filter({ hasText: EXAMPLE_POST.title });
  await row.waitFor();
  await shoot(page, 'my-posts', myPosts);

  await row.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
  await shoot(page, 'edit-post', page.getByRole('heading', { name: 'Edit Blog Post' }));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await shoot(page, 'delete-post');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

async function recordExampleGifts(): Promise<void> {
  const gifts: [number, Partial<DonationRecord>][] = [
    [5, {}],
    [60, { amount: 2_500_000, program: 'education' }],
    [200, { amount: 5_000, currency: 'USD', program: 'community-development', frequency: 'monthly' }],
    [600, { status: 'failed', program: 'education' }],
  ];
  for (const [minutesAgo, overrides] of gifts) {
    const paidAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await recordDonation({
      reference: newGiftReference(),
      status: 'confirmed',
      amount: 1_000_000,
      currency: 'NGN',
      program: 'mission',
      frequency: 'once',
      paidAt,
      email: `donor${String(minutesAgo)}@example.org`,
      channel: 'card',
      recordedAt: paidAt,
      ...overrides,
    });
  }
}

async function seeingGifts(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Donations' });
  await page.reload();
  await panel.getByRole('table', { name: /by program and currency/ }).waitFor();
  await shoot(page, 'donations-totals', panel);
  await shoot(page, 'donations-gifts', panel.getByRole('heading', { name: 'Gifts' }));
}

async function managingAccounts(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Administrators' });
  await panel.getByText('(you)').waitFor({ timeout: 60_000 });
  await shoot(page, 'administrators', panel);
  await panel.getByRole('textbox', { name: 'E-mail address of the new administrator' }).fill('grace@example.org');
  await panel.getByRole('button', { name: 'Invite' }).click();
  await panel.getByText('grace@example.org is now an administrator').waitFor({ timeout: 30_000 });
  await shoot(page, 'invited', panel);
  await panel.getByRole('button', { name: 'Remove grace@example.org' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'remove-administrator');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await panel.getByText('grace@example.org is no longer an administrator.').waitFor({ timeout: 30_000 });
}

async function contentEditor(page: Page): Promise<void> {
  await page.goto('/cms');
  await page.getByRole('button', { name: /Login with GitHub/i }).waitFor({ timeout: 60_000 });
  await shoot(page, 'cms-sign-in');
}

const stack = createStack({ mode: 'hosting', retryCommand: 'npm run staff-guides:screenshots' });
process.on('SIGINT', () => void stack.stop());

try {
  console.log('Starting the local stack...');
  const siteUrl = await stack.start();
  await mkdir(OUT_DIR, { recursive: true });
  await recordExampleGifts();
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      baseURL: siteUrl,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      // No "ready to work offline" notice over the screens.
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await writingAPost(page, context);
    await seeingGifts(page);
    await managingAccounts(page);
    await contentEditor(page);
  } finally {
    await browser.close();
  }
} catch (error) {
  await stack.stop();
  await closeGiftRecords();
  exitWithStackError(error);
}
await closeGiftRecords();
await stack.stop();
process.exit(0);
