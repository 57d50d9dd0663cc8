import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { newGiftReference } from '../../src/features/donate/give-online/gift-attempt';
import { CSV_COLUMNS } from '../../src/features/donations/donations-csv';
import { formatMoney } from '../../src/lib/money-format';
import type { DonationRecord } from '../../src/shared/gift-records';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { closeGiftRecords, deleteAllDonations, receiptsSentFor, recordDonation } from './support/gift-records';
import {
  CURRENCY_LABEL,
  doubleCheckout,
  giveOnlineForm,
  localPaystack,
  OTHER_AMOUNT_LABEL,
  uniqueEmail,
} from './support/paystack';
import { donationOptions } from '../../src/content/donations';
import { RECEIPT_TEXT } from '../../src/features/donate/success/receipt-texts';

// One test at a time: the first empties the donations, which must not remove the second one's gift.
test.describe.configure({ mode: 'serial' });
test.afterAll(closeGiftRecords);

const gift = (minutesAgo: number, overrides: Partial<DonationRecord> = {}): DonationRecord => {
  const paidAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    reference: newGiftReference(),
    status: 'confirmed',
    amount: 100_000,
    currency: 'NGN',
    program: 'mission',
    frequency: 'once',
    paidAt,
    email: `donor${minutesAgo}@example.org`,
    channel: 'card',
    recordedAt: paidAt,
    ...overrides,
  };
};

/** Shows older gifts until there are none: every gift on record is then in the list. */
async function showAllGifts(panel: Locator): Promise<void> {
  const older = panel.getByRole('button', { name: 'Show older gifts' });
  const loading = panel.getByRole('status');
  for (;;) {
    await expect(loading).toHaveText('');
    if ((await older.count()) === 0) return;
    await older.click();
  }
}

async function downloadCsv(page: Page, panel: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

// Other tests pay through the Paystack double at the same time, and the webhook records their gifts
// (education and community development): these tests count only their own, in Mission.
test('Donations lists the newest gifts a page at a time, totals them and downloads them as CSV', async ({ page }) => {
  const gifts = [
    ...Array.from({ length: 22 }, (_, index) => gift(index + 1)),
    gift(30, { amount: 2_550, currency: 'USD', email: 'a,"b"@example.org' }),
    gift(31, { amount: 999_999, status: 'failed' }),
  ];
  await deleteAllDonations();
  for (const each of gifts) await recordDonation(each);

  await signInAs(page, SEED_ACCOUNTS.admin);
  const panel = page.getByRole('region', { name: 'Donations' });
  const totals = panel.getByRole('table', { name: /by program and currency/ });
  const missionNaira = totals.getByRole('row', { name: /Mission \(NGN\)/ });
  await expect(missionNaira).toContainText(formatMoney(22_000, 'NGN'));
  // Gifts this year: the failed one is not counted.
  await expect(missionNaira.getByRole('cell').last()).toHaveText('22');
  await expect(totals.getByRole('row', { name: /Mission \(USD\)/ })).toContainText(formatMoney(25.5, 'USD'));

  const list = panel.getByRole('table', { name: 'Newest gifts first' });
  // A page at a time: the header and the first twenty.
  await expect(list.getByRole('row')).toHaveCount(21);
  await showAllGifts(panel);
  const shown = await list.getByRole('row').allInnerTexts();
  const order = gifts.map((each) => shown.findIndex((row) => row.includes(each.reference)));
  expect(order.every((index) => index > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(list.getByRole('row', { name: new RegExp(gifts.at(-1)?.reference ?? 'missing') })).toContainText(
    'Not completed',
  );
  await expectNoAxeViolations(page);

  const csv = await downloadCsv(page, panel);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(CSV_COLUMNS.join(','));
  for (const each of gifts) expect(lines.filter((line) => line.includes(each.reference))).toHaveLength(1);
  expect(csv).toContain(',25.50,USD,"a,""b""@example.org",');
  expect(csv).toContain(',1000.00,NGN,');
});

const educationPlan = localPaystack().monthlyPlans.education.NGN;
const journeys = [
  { kind: 'a once gift', program: 'mission', amount: 7_300, monthly: false },
  { kind: 'a monthly gift', program: 'education', amount: educationPlan?.amount ?? 0, monthly: true },
] as const;

for (const { kind, program, amount, monthly } of journeys) {
  test(`${kind} paid through Paystack is confirmed to the donor at the amount charged, receipted once, and listed and exported for the administrator`, async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto(`/donate/${program}`);
    const form = giveOnlineForm(page, donationOptions[program]);
    await form.getByRole('radio', { name: CURRENCY_LABEL.NGN }).check();
    // A monthly gift is the plan's amount, whatever was typed before Monthly was chosen.
    await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN }).fill(monthly ? '123456' : String(amount));
    if (monthly) await form.getByRole('radio', { name: /^Monthly/ }).check();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await doubleCheckout(page).getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/donate\/success\?reference=hh_[a-z2-7]{26}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const receipt = page.getByRole('region', { name: 'Your gift' });
    await expect(receipt.getByRole('status')).toHaveText(RECEIPT_TEXT.confirmed, { timeout: 60_000 });
    await expect(receipt).toContainText(formatMoney(amount, 'NGN'));
    await expect.poll(() => receiptsSentFor(reference), { timeout: 30_000 }).toHaveLength(1);
    expect((await receiptsSentFor(reference))[0]?.body.template_params['to_email']).toBe(email);

    await signInAs(page, SEED_ACCOUNTS.admin);
    const panel = page.getByRole('region', { name: 'Donations' });
    const row = panel
      .getByRole('table', { name: 'Newest gifts first' })
      .getByRole('row', { name: new RegExp(reference) });
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText(`${formatMoney(amount, 'NGN')}${monthly ? ' monthly' : ''}`);
    await expect(row).toContainText(email);
    const lines = (await downloadCsv(page, panel)).split('\r\n').filter((line) => line.includes(reference));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`,${monthly ? 'monthly' : 'once'},`);
    expect(lines[0]).toContain(`,${amount.toFixed(2)},NGN,`);
    // However often the webhook was delivered: one receipt.
    expect(await receiptsSentFor(reference)).toHaveLength(1);
  });
}
