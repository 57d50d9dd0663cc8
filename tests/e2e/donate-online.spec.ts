import { expect, test, type Page } from './support/test';
import { DONATION_TYPES, donationOptions, type DonationOption } from '../../src/content/donations';
import type { GiftCurrency } from '../../src/config/paystack';
import { scrollThrough } from './support/carousel';
import { waitForHydration } from './support/hydration';
import { APP_CODE, holdRequests } from './support/hold-requests';
import { watchPageProblems } from './support/page-problems';
import {
  amountName,
  CURRENCY_LABEL,
  doubleCheckout,
  giveOnlineForm,
  isPaystackRequest,
  localPaystack,
  OTHER_AMOUNT_LABEL,
  transactionsFor,
  uniqueEmail,
} from './support/paystack';

const config = localPaystack();
const education = donationOptions.education;

const giftAmount = (option: DonationOption, index: number, currency: GiftCurrency): number => {
  const gift = option.suggestedGifts[index];
  if (!gift) throw new Error(`${option.title} has no suggested gift ${index}.`);
  return currency === 'NGN' ? gift.amountNgn : gift.amountUsd;
};

/** Fills a card's form as a visitor would; `amount` is a suggested gift's position or a typed figure. */
async function fillGift(
  page: Page,
  option: DonationOption,
  {
    currency,
    amount,
    email,
  }: { currency: GiftCurrency; amount: { suggested: number } | { other: string }; email: string },
): Promise<void> {
  const form = giveOnlineForm(page, option);
  await form.getByRole('radio', { name: CURRENCY_LABEL[currency] }).check();
  if ('suggested' in amount) {
    await form
      .getByRole('radio', { name: amountName(giftAmount(option, amount.suggested, currency), currency) })
      .check();
  } else {
    await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL[currency] }).fill(amount.other);
  }
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
}

async function continueToPayment(page: Page, option: DonationOption): Promise<void> {
  await giveOnlineForm(page, option).getByRole('button', { name: 'Continue to payment' }).click();
}

test.describe('Give online', () => {
  test('a first visit to /donate asks nothing of Paystack', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/donate');
    await expect(giveOnlineForm(page, education)).toBeVisible();
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isPaystackRequest)).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
  });

  const cases = [
    { currency: 'NGN', amount: { suggested: 1 }, expected: giftAmount(education, 1, 'NGN') * 100 },
    { currency: 'USD', amount: { suggested: 0 }, expected: giftAmount(education, 0, 'USD') * 100 },
    { currency: 'NGN', amount: { other: '12500.50' }, expected: 1_250_050 },
    { currency: 'USD', amount: { other: '35' }, expected: 3500 },
  ] as const;
  for (const { currency, amount, expected } of cases) {
    const kind = 'suggested' in amount ? 'a suggested gift' : 'another amount';
    test(`${kind} in ${currency} reaches Paystack in ${currency === 'NGN' ? 'kobo' : 'cents'}, with the currency, e-mail and program`, async ({
      page,
    }) => {
      const email = uniqueEmail();
      await page.goto('/donate');
      await fillGift(page, education, { currency, amount, email });
      await continueToPayment(page, education);
      await expect(doubleCheckout(page)).toBeVisible();
      const [received, ...more] = await transactionsFor(email);
      expect(more).toEqual([]);
      expect(received).toMatchObject({
        key: config.publicKey,
        email,
        amount: expected,
        currency,
        metadata: { program: 'education', frequency: 'once' },
      });
      expect(received?.planCode).toBeUndefined();
      await doubleCheckout(page).getByRole('button', { name: 'Cancel payment' }).click();
    });
  }

  test('cancel returns to the form with every choice still made, and says so', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/donate');
    await fillGift(page, education, { currency: 'USD', amount: { suggested: 2 }, email });
    const form = giveOnlineForm(page, education);
    await form.getByRole('radio', { name: /^Monthly/ }).check();
    await continueToPayment(page, education);
    await doubleCheckout(page).getByRole('button', { name: 'Cancel payment' }).click();

    await expect(doubleCheckout(page)).toBeHidden();
    await expect(form.getByRole('status')).toHaveText(/Payment cancelled/);
    await expect(form.getByRole('radio', { name: CURRENCY_LABEL.USD })).toBeChecked();
    await expect(form.getByRole('radio', { name: /^Monthly/ })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
    // Back in the form, ready to try again.
    await expect(form.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
    // The amounts wait, hidden, while Monthly stands for the plan's amount: Once shows the choice kept.
    await form.getByRole('radio', { name: 'Once' }).check();
    await expect(form.getByRole('radio', { name: amountName(giftAmount(education, 2, 'USD'), 'USD') })).toBeChecked();
    await expect(page).toHaveURL('/donate');
  });

  test("a monthly gift subscribes to the program's plan in that currency, and Monthly shows only where there is one", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto('/donate');
    for (const type of DONATION_TYPES) {
      const form = giveOnlineForm(page, donationOptions[type]);
      for (const currency of config.currencies) {
        await form.getByRole('radio', { name: CURRENCY_LABEL[currency] }).check();
        await expect(form.getByRole('radio', { name: /^Monthly/ }), `${type} in ${currency}`).toHaveCount(
          config.monthlyPlans[type][currency] ? 1 : 0,
        );
      }
    }

    const withPlan = DONATION_TYPES.flatMap((type) =>
      config.currencies
        .filter((currency) => config.monthlyPlans[type][currency])
        .map((currency) => ({ type, currency })),
    )[0];
    if (!withPlan) throw new Error('The local stack configures no plan to test with.');
    const option = donationOptions[withPlan.type];
    await fillGift(page, option, { currency: withPlan.currency, amount: { suggested: 0 }, email });
    await giveOnlineForm(page, option)
      .getByRole('radio', { name: /^Monthly/ })
      .check();
    await continueToPayment(page, option);
    await expect(doubleCheckout(page)).toBeVisible();
    const [received] = await transactionsFor(email);
    const plan = config.monthlyPlans[withPlan.type][withPlan.currency];
    // The plan's own amount, which Paystack charges, not the suggested gift chosen before Monthly.
    expect(received).toMatchObject({
      planCode: plan?.code,
      currency: withPlan.currency,
      amount: (plan?.amount ?? 0) * 100,
      metadata: { program: withPlan.type, frequency: 'monthly' },
    });
  });

  test('offline, it says so and points to the bank details on the same page, without asking Paystack', async ({
    page,
    context,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/donate');
    await fillGift(page, education, { currency: 'NGN', amount: { suggested: 0 }, email: uniqueEmail() });
    await context.setOffline(true);
    await continueToPayment(page, education);

    const alert = giveOnlineForm(page, education)
      .getByRole('alert')
      .filter({ hasText: /offline/ });
    await expect(alert).toContainText("You're offline, so the payment cannot start.");
    await alert.getByRole('link', { name: 'see the bank details below' }).click();
    await expect(page).toHaveURL('/donate#bank-transfer');
    await expect(page.getByRole('heading', { level: 2, name: 'Give by Bank Transfer' })).toBeInViewport();
    expect(requests.filter(isPaystackRequest)).toEqual([]);
  });

  test('a Paystack script that cannot be loaded is explained, and the next press tries again', async ({ page }) => {
    const email = uniqueEmail();
    await page.route(config.scriptUrl, (route) => route.abort('connectionfailed'));
    await page.goto('/donate');
    await fillGift(page, education, { currency: 'NGN', amount: { suggested: 0 }, email });
    await continueToPayment(page, education);

    const form = giveOnlineForm(page, education);
    await expect(form.getByRole('alert').filter({ hasText: /Paystack/ })).toContainText(
      "We couldn't reach Paystack, our payment provider.",
    );
    await expect(form.getByRole('link', { name: 'see the bank details below' })).toHaveAttribute(
      'href',
      '#bank-transfer',
    );

    await page.unroute(config.scriptUrl);
    await continueToPayment(page, education);
    await expect(doubleCheckout(page)).toBeVisible();
    expect(await transactionsFor(email)).toHaveLength(1);
  });

  test('an incomplete gift names each problem, moves to the first and keeps what was typed', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/donate');
    const form = giveOnlineForm(page, education);
    await form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN }).fill('50');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('donor@example');
    await continueToPayment(page, education);

    await expect(form.getByRole('alert').first()).toHaveText('Please correct the 2 problems marked below.');
    const other = form.getByRole('spinbutton', { name: OTHER_AMOUNT_LABEL.NGN });
    await expect(other).toBeFocused();
    await expect(other).toHaveAccessibleDescription(/^The smallest gift we can take online is ₦/);
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      /like name@example\.com/,
    );
    await expect(other).toHaveValue('50');
    await expect(form.getByRole('radio', { name: 'Other amount' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('donor@example');

    // Correcting a field clears its message; nothing goes to Paystack until all is right.
    await other.fill('5000');
    await expect(other).not.toHaveAccessibleDescription(/smallest/);
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    expect(await transactionsFor(email)).toEqual([]);
    await continueToPayment(page, education);
    await expect(doubleCheckout(page)).toBeVisible();
    expect((await transactionsFor(email))[0]?.amount).toBe(500_000);
  });

  test('works by keyboard alone, and Escape in the checkout cancels back to the form', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/donate');
    const form = giveOnlineForm(page, education);
    // Arrow keys move within a radio group, as on any form.
    await form.getByRole('radio', { name: CURRENCY_LABEL.NGN }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: CURRENCY_LABEL.USD })).toBeChecked();
    // Past How often, if offered (Once stays chosen), to the amounts.
    const toAmounts = config.monthlyPlans.education.USD ? 2 : 1;
    for (let pressed = 0; pressed < toAmounts; pressed += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const first = amountName(giftAmount(education, 0, 'USD'), 'USD');
    await expect(form.getByRole('radio', { name: first })).toBeChecked();
    // Past Other amount to the e-mail address.
    const emailField = form.getByRole('textbox', { name: 'E-mail address' });
    for (let pressed = 0; pressed < 2; pressed += 1) await page.keyboard.press('Tab');
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    const checkout = doubleCheckout(page);
    await expect(checkout).toBeVisible();
    await expect(checkout.getByRole('button', { name: /^Pay / })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(form.getByRole('status')).toHaveText(/Payment cancelled/);
    await expect(form.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
    expect((await transactionsFor(email))[0]).toMatchObject({
      currency: 'USD',
      amount: giftAmount(education, 0, 'USD') * 100,
    });
  });

  test('what was chosen and typed before the app arrived is kept, and used', async ({ page }) => {
    const email = uniqueEmail();
    const release = await holdRequests(page, APP_CODE);
    const opened = page.goto('/donate');
    const form = giveOnlineForm(page, education);
    await form.getByRole('radio', { name: CURRENCY_LABEL.USD }).check();
    // The prerendered page still names the naira amounts: the second gift is the same choice in either.
    await form.getByRole('radio', { name: amountName(giftAmount(education, 1, 'NGN'), 'NGN') }).check();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    release();
    await opened;
    await waitForHydration(page);

    const chosen = form.getByRole('radio', { name: amountName(giftAmount(education, 1, 'USD'), 'USD') });
    await expect(chosen).toBeChecked();
    await expect(form.getByRole('radio', { name: CURRENCY_LABEL.USD })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);
    await continueToPayment(page, education);
    await expect(doubleCheckout(page)).toBeVisible();
    expect((await transactionsFor(email))[0]).toMatchObject({
      currency: 'USD',
      amount: giftAmount(education, 1, 'USD') * 100,
    });
  });

  test('the whole journey, from the form to the thank-you, raises no CSP violation or console error', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/donate/education');
    await fillGift(page, education, { currency: 'NGN', amount: { suggested: 0 }, email: uniqueEmail() });
    await continueToPayment(page, education);
    await doubleCheckout(page).getByRole('button', { name: 'Cancel payment' }).click();
    await continueToPayment(page, education);
    // What was collected on this page: the next page starts a new list of violations.
    expect(await problems.collect()).toEqual([]);
    await doubleCheckout(page).getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('region', { name: 'Your gift' })).toBeVisible();
    // The webhook function records the gift, and the page's checks of the receipt find it.
    await expect(page.getByRole('region', { name: 'Your gift' }).getByRole('status')).toHaveText(/^Confirmed/, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    expect(await problems.collect()).toEqual([]);
  });
});
