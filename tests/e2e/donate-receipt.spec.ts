import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import { donationOptions } from '../../src/content/donations';
import { newGiftReference } from '../../src/features/donate/give-online/gift-attempt';
import { RECEIPT_TEXT } from '../../src/features/donate/success/receipt-texts';
import { formatMoney } from '../../src/lib/money-format';
import type { GiftReceiptRecord } from '../../src/shared/gift-records';
import { expectNoAxeViolations } from './support/axe';
import { closeGiftRecords, recordGiftReceipt } from './support/gift-records';
import { watchPageProblems } from './support/page-problems';
import {
  CURRENCY_LABEL,
  doubleCheckout,
  giveOnlineForm,
  localPaystack,
  OTHER_AMOUNT_LABEL,
  transactionsFor,
  uniqueEmail,
} from './support/paystack';

/**
 * The thank-you page believes the server's record of a gift (giftReceipts/{reference}), never its own
 * address. Most records are written here with the webhook function's own code (support/gift-records.ts);
 * a gift paid through the Paystack double is recorded by the function itself.
 */

test.afterAll(closeGiftRecords);

const receipt = (page: Page) => page.getByRole('region', { name: 'Your gift' });
const receiptStatus = (page: Page) => receipt(page).getByRole('status');

const confirmed = (overrides: Partial<GiftReceiptRecord> = {}): GiftReceiptRecord => ({
  status: 'confirmed',
  amount: 2_500_000,
  currency: 'NGN',
  program: 'mission',
  frequency: 'once',
  paidAt: new Date().toISOString(),
  ...overrides,
});

test.describe('the thank-you page', () => {
  test('a forged link shows no amount and says where to ask', async ({ page }) => {
    await page.goto('/donate/success?reference=T1&amount=500000000&currency=USD&program=education');
    await expect(receiptStatus(page)).toContainText(RECEIPT_TEXT.notOurs);
    await expect(receipt(page).getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await expect(page.getByText(formatMoney(5_000_000, 'USD'))).toHaveCount(0);
    await expect(page.getByText(/\$5,000,000|Confirmed/)).toHaveCount(0);

    // A reference of the right shape that the server does not know: waiting, still no amount.
    const unknown = newGiftReference();
    await page.goto(`/donate/success?reference=${unknown}&amount=500000000&currency=USD&program=education`);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.waiting);
    await expect(receipt(page)).toContainText(unknown);
    await expect(page.getByText(/\$5,000,000/)).toHaveCount(0);
  });

  test('a recorded gift shows Confirmed with its amount, program and reference', async ({ page }) => {
    const reference = newGiftReference();
    await recordGiftReceipt(reference, confirmed({ frequency: 'monthly' }));
    const problems = await watchPageProblems(page);
    await page.goto(`/donate/success?reference=${reference}`);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.confirmed);
    await expect(receipt(page)).toContainText(`${formatMoney(25_000, 'NGN')} every month`);
    await expect(receipt(page)).toContainText(donationOptions.mission.title);
    await expect(receipt(page)).toContainText(`Your reference: ${reference}`);
    expect(await problems.collect()).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a gift not yet recorded says it is waiting, then shows Confirmed once the record appears', async ({ page }) => {
    const reference = newGiftReference();
    await page.goto(`/donate/success?reference=${reference}`);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.waiting);
    await expect(receipt(page).getByText(formatMoney(80, 'USD'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    await recordGiftReceipt(reference, confirmed({ amount: 8000, currency: 'USD', program: 'education' }));
    // The page's own next checks (2, 3, 5 s…) find it without a reload.
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.confirmed, { timeout: 20_000 });
    await expect(receipt(page)).toContainText(formatMoney(80, 'USD'));
    await expect(receipt(page)).toContainText(donationOptions.education.title);
  });

  test('a payment that failed reads "not completed", with nothing shown as received', async ({ page }) => {
    const reference = newGiftReference();
    await recordGiftReceipt(reference, confirmed({ status: 'failed' }));
    await page.goto(`/donate/success?reference=${reference}`);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.failed);
    await expect(receipt(page).getByText(formatMoney(25_000, 'NGN'))).toHaveCount(0);
    await expect(receipt(page).getByText(donationOptions.mission.title)).toHaveCount(0);
  });

  test('offline, it keeps the thank-you and the reference, and checks again once the connection is back', async ({
    page,
    context,
  }) => {
    const reference = newGiftReference();
    await page.goto(`/donate/success?reference=${reference}`);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.waiting);
    await context.setOffline(true);
    // The next check finds no connection.
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.offline, { timeout: 10_000 });
    await expect(receipt(page)).toContainText(reference);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await recordGiftReceipt(reference, confirmed());
    await context.setOffline(false);
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.confirmed);
  });
});

test.describe('giving online with our own reference', () => {
  /** The reference each newTransaction carried to the double's server, in order. */
  function referencesSent(page: Page): string[] {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/paystack/checkout/request_inline')) return;
      const body = request.postDataJSON() as { reference?: unknown };
      sent.push(String(body.reference));
    });
    return sent;
  }

  test('the thank-you address holds only the reference, which the page confirms once the server has recorded the gift', async ({
    page,
  }) => {
    const option = donationOptions['community-development'];
    const email = uniqueEmail();
    const sent = referencesSent(page);
    await page.goto('/donate/community-development');
    const form = giveOnlineForm(page, option);
    await form.getByRole('radio', { name: CURRENCY_LABEL.NGN }).check();
    await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN }).fill('12500');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await doubleCheckout(page).getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/donate\/success\?reference=hh_[a-z2-7]{26}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    expect(sent).toEqual([reference]);
    // Waiting or confirmed already, depending on how fast the webhook was (the wait is its own test above).
    // The double sends its signed charge.success to the webhook function, which asks Verify and records the gift.
    await expect(receiptStatus(page)).toHaveText(RECEIPT_TEXT.confirmed, { timeout: 60_000 });
    await expect(receipt(page)).toContainText(formatMoney(12_500, 'NGN'));
  });

  test('a retry after the checkout was lost resumes the same transaction; once paid, the next gift is a new one', async ({
    page,
  }) => {
    const opened: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/paystack/checkout/request_inline')) opened.push('new');
      if (request.url().endsWith('/paystack/checkout/resume')) opened.push('resumed');
    });
    const email = uniqueEmail();
    const option = donationOptions.education;
    const checkoutReference = async (): Promise<string> => {
      const line = doubleCheckout(page).getByText(/^Reference hh_/);
      return ((await line.textContent()) ?? '').replace('Reference ', '');
    };
    const give = async (): Promise<string> => {
      const form = giveOnlineForm(page, option);
      await form.getByRole('radio', { name: CURRENCY_LABEL.NGN }).check();
      await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN }).fill('5000');
      await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
      await form.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(doubleCheckout(page)).toBeVisible();
      return checkoutReference();
    };
    await page.goto('/donate/education');
    const first = await give();
    // The connection drops mid-checkout and the donor reloads: the attempt never settled.
    await page.reload();
    expect(await give()).toBe(first);
    await doubleCheckout(page).getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`/donate/success\\?reference=${first}$`));
    expect(await transactionsFor(email)).toHaveLength(1);

    await page.goto('/donate/education');
    const next = await give();
    expect(next).not.toBe(first);
    expect(next).toMatch(/^hh_[a-z2-7]{26}$/);
    expect(opened).toEqual(['new', 'resumed', 'new']);
  });
});

test.describe('the Give online form refuses what it cannot send', () => {
  // A currency this build does not take is refused the same way (gift-form.test.ts): React restores a
  // radio's value on its next render, so a browser test cannot plant one.
  test('an amount over the maximum is refused beside the field before Paystack opens, losing nothing', async ({
    page,
  }) => {
    const email = uniqueEmail();
    const option = donationOptions.education;
    await page.goto('/donate/education');
    const form = giveOnlineForm(page, option);
    await form.getByRole('radio', { name: CURRENCY_LABEL.USD }).check();
    const other = form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.USD });
    await other.fill('10000000');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(other).toBeFocused();
    await expect(other).toHaveAccessibleDescription(/^Online gifts can be up to \$/);
    await expect(other).toHaveValue('10000000');
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);

    expect(await transactionsFor(email)).toEqual([]);
    await expect(doubleCheckout(page)).toHaveCount(0);
  });

  test("Monthly offers only the plan's amount, and that is what Paystack is asked for", async ({ page }) => {
    const config = localPaystack();
    const plan = config.monthlyPlans.education.NGN;
    if (!plan) throw new Error('The local stack has no naira plan for Education to test with.');
    const email = uniqueEmail();
    const option = donationOptions.education;
    await page.goto('/donate/education');
    const form = giveOnlineForm(page, option);
    await form.getByRole('radio', { name: CURRENCY_LABEL.NGN }).check();
    await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN }).fill('123456');
    const monthly = form.getByRole('radio', { name: `Monthly, ${formatMoney(plan.amount, 'NGN')} a month` });
    await monthly.check();
    await expect(form.getByText(`A monthly gift is ${formatMoney(plan.amount, 'NGN')} each month`)).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN })).toBeHidden();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(doubleCheckout(page)).toContainText(formatMoney(plan.amount, 'NGN'));
    expect((await transactionsFor(email))[0]).toMatchObject({ amount: plan.amount * 100, planCode: plan.code });

    // Back to Once, the amount typed before is still there.
    await doubleCheckout(page).getByRole('button', { name: 'Cancel payment' }).click();
    await form.getByRole('radio', { name: 'Once' }).check();
    await expect(form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN })).toHaveValue('123456');
  });
});
