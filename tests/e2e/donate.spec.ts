import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import {
  bankTransferSection,
  donateIntro,
  donationOptionList,
  donationOptions,
  donationSuccess,
  otherWaysToSupport,
  type SuggestedGift,
} from '../../src/content/donations';

/** 30000 → "30,000", written out here so the test does not lean on the formatter it checks. */
const groupThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const options = (page: Page) => page.getByRole('region', { name: donateIntro.heading });
const card = (page: Page, title: string) => options(page).getByRole('article', { name: title, exact: true });

// The titles of the cards, from content/donations.json.
const EDUCATION = donationOptions.education.title;
const MISSION = donationOptions.mission.title;

test.describe('the Donate page', () => {
  test("shows the three donation options with the file's suggested gifts, as the spec words them", async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(options(page).getByRole('article')).toHaveCount(donationOptionList.length);
    for (const option of donationOptionList) {
      // The spec's wording: "$20 sponsors a child's school fees".
      const gifts = option.suggestedGifts.map((gift) => `$${groupThousands(gift.amountUsd)} ${gift.description}`);
      await expect(card(page, option.title).getByRole('listitem')).toHaveText(gifts, { ignoreCase: true });
    }
  });

  test('highlights no option on the plain page', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.locator('article[aria-current]')).toHaveCount(0);
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
  });

  test('links each option to the program it funds', async ({ page }) => {
    await page.goto('/donate');
    for (const option of donationOptionList) {
      await expect(
        card(page, option.title).getByRole('link', { name: `About our ${option.title} work` }),
      ).toHaveAttribute('href', `/programs/${option.programId}`);
    }
    await card(page, MISSION)
      .getByRole('link', { name: `About our ${MISSION} work` })
      .click();
    await expect(page).toHaveURL('/programs/mission-and-evangelism');
  });

  test('lists the dollar and naira accounts from the site settings', async ({ page }) => {
    await page.goto('/donate');
    const section = page.getByRole('region', { name: bankTransferSection.heading });
    for (const account of [site.bankAccounts.dollar, site.bankAccounts.naira]) {
      const box = section.getByRole('region', { name: account.title });
      await expect(box).toContainText(account.bankName);
      await expect(box).toContainText(account.accountName);
      await expect(box).toContainText(account.accountNumber);
      if (account.swiftCode) await expect(box).toContainText(account.swiftCode);
    }
  });

  test("shows each account's suggested gifts in its own currency: naira in ₦, dollars in $", async ({ page }) => {
    await page.goto('/donate');
    const section = page.getByRole('region', { name: bankTransferSection.heading });
    const expectations = [
      { account: site.bankAccounts.naira, in: 'naira', symbol: '₦', amount: (gift: SuggestedGift) => gift.amountNgn },
      {
        account: site.bankAccounts.dollar,
        in: 'US dollars',
        symbol: '$',
        amount: (gift: SuggestedGift) => gift.amountUsd,
      },
    ];
    for (const { account, symbol, amount, ...currency } of expectations) {
      const box = section.getByRole('region', { name: account.title });
      const gifts = box.getByRole('group', { name: `Suggested gifts in ${currency.in}` }).getByRole('definition');
      await expect(gifts).toHaveCount(donationOptionList.length);
      for (const [index, option] of donationOptionList.entries()) {
        // "₦30,000 · ₦75,000": each amount with its symbol and thousands grouped by commas.
        const amounts = option.suggestedGifts.map((gift) => `${symbol}${groupThousands(amount(gift))}`);
        await expect(gifts.nth(index)).toHaveText(amounts.join(' · '));
      }
    }
  });

  test('warns not to transfer money while the account details are samples', async ({ page }) => {
    await page.goto('/donate');
    const placeholder = site.bankAccounts.dollar.placeholder || site.bankAccounts.naira.placeholder;
    await expect(page.getByText(bankTransferSection.placeholderWarning)).toHaveCount(placeholder ? 1 : 0);
  });

  test.describe('copying an account number', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    for (const key of ['dollar', 'naira'] as const) {
      test(`puts the ${key} account number on the clipboard and says "Copied"`, async ({ page }) => {
        const account = site.bankAccounts[key];
        await page.goto('/donate');
        const box = page.getByRole('region', { name: account.title });
        await expect(box.getByRole('status')).toHaveText('');
        await box.getByRole('button', { name: `Copy ${account.title} number` }).click();
        await expect(box.getByRole('status')).toHaveText('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountNumber);
      });
    }
  });

  test('offers other ways to support, each leading to the right page', async ({ page }) => {
    await page.goto('/donate');
    const section = page.getByRole('region', { name: otherWaysToSupport.heading });
    for (const { title, to, linkLabel } of otherWaysToSupport.ways) {
      const way = section.getByRole('article', { name: title });
      await expect(way.getByRole('heading', { name: title })).toBeVisible();
      await expect(way.getByRole('link', { name: linkLabel })).toHaveAttribute('href', to);
    }
    const [first] = otherWaysToSupport.ways;
    if (!first) throw new Error('content/donations.json lists no other way to support');
    await section.getByRole('article', { name: first.title }).getByRole('link').click();
    await expect(page).toHaveURL(first.to);
  });
});

test.describe('the Donate page for one option', () => {
  test('highlights the chosen option and only that one', async ({ page }) => {
    await page.goto('/donate/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(card(page, EDUCATION)).toHaveAttribute('aria-current', 'true');
    await expect(card(page, EDUCATION).getByText('Selected', { exact: true })).toBeVisible();
    for (const other of donationOptionList.filter((option) => option.type !== 'education')) {
      await expect(card(page, other.title)).not.toHaveAttribute('aria-current');
    }
  });

  test('highlights the mission option at /donate/mission', async ({ page }) => {
    await page.goto('/donate/mission');
    await expect(card(page, MISSION)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('article[aria-current]')).toHaveCount(1);
  });

  test('shows the plain Donate page for an unknown option', async ({ page }) => {
    await page.goto('/donate/no-such-option');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(options(page).getByRole('article')).toHaveCount(donationOptionList.length);
    await expect(page.locator('article[aria-current]')).toHaveCount(0);
  });
});

test.describe('the donation success page', () => {
  test('thanks the donor and leads home or back to giving', async ({ page }) => {
    await page.goto('/donate/success');
    await expect(page.getByRole('heading', { level: 1, name: donationSuccess.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Make Another Donation' }).click();
    await expect(page).toHaveURL('/donate');
    await page.goBack();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('asks search engines not to list it', async ({ page }) => {
    await page.goto('/donate/success');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
