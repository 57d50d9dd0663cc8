import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { SEED_ACCOUNTS } from '../../scripts/stack/seed-data';
import { newGiftReference } from '../../src/features/donate/give-online/gift-attempt';
import { CSV_COLUMNS } from '../../src/features/donations/donations-csv';
import { formatMoney } from '../../src/lib/money-format';
import type { DonationRecord } from '../../src/shared/gift-records';
import { signInAs } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { closeGiftRecords, deleteAllDonations, recordDonation } from './support/gift-records';

// The only test that writes donations: it empties them first, so its totals are its own.
test.describe.configure({ mode: 'serial' });
test.afterAll(closeGiftRecords);

const gift = (minutesAgo: number, overrides: Partial<DonationRecord> = {}): DonationRecord => {
  const paidAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    reference: newGiftReference(),
    status: 'confirmed',
    amount: 100_000,
    currency: 'NGN',
    program: 'education',
    frequency: 'once',
    paidAt,
    email: `donor${minutesAgo}@example.org`,
    channel: 'card',
    recordedAt: paidAt,
    ...overrides,
  };
};

test('Donations lists the newest gifts a page at a time, totals them and downloads them as CSV', async ({ page }) => {
  await deleteAllDonations();
  const gifts = [
    ...Array.from({ length: 22 }, (_, index) => gift(index + 1)),
    gift(30, { amount: 2_550, currency: 'USD', program: 'mission', email: 'a,"b"@example.org' }),
    gift(31, { amount: 999_999, status: 'failed' }),
  ];
  for (const each of gifts) await recordDonation(each);

  await signInAs(page, SEED_ACCOUNTS.admin);
  const panel = page.getByRole('region', { name: 'Donations' });
  const totals = panel.getByRole('table', { name: /by program and currency/ });
  await expect(totals.getByRole('row', { name: /Education \(NGN\)/ })).toContainText(formatMoney(22_000, 'NGN'));
  await expect(totals.getByRole('row', { name: /Mission \(USD\)/ })).toContainText(formatMoney(25.5, 'USD'));
  await expect(totals.getByRole('row')).toHaveCount(3);

  const list = panel.getByRole('table', { name: 'Newest gifts first' });
  await expect(list.getByRole('row')).toHaveCount(21);
  await expect(list.getByRole('row').nth(1)).toContainText(gifts[0]?.reference ?? 'missing');
  await panel.getByRole('button', { name: 'Show older gifts' }).click();
  await expect(list.getByRole('row')).toHaveCount(25);
  await expect(list.getByRole('row').last()).toContainText('Not completed');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(CSV_COLUMNS.join(','));
  expect(lines.filter((line) => line !== '')).toHaveLength(gifts.length + 1);
  expect(csv).toContain(',25.50,USD,"a,""b""@example.org",');
  expect(csv).toContain(',1000.00,NGN,');
});
