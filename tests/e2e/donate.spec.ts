import { expect, test, type Page } from './support/test';
import { site } from '../../src/config/site';
import { bankTransferSection, donationOptionList, type SuggestedGift } from '../../src/content/donations';

/** 30000 → "30,000", written out here so the test does not lean on the formatter it checks. */
const groupThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Support Our Work' }).getByRole('article', { name: title, exact: true });

// The suggested gifts exactly as the spec (section 9) words them.
const SPEC_GIFTS: Record<string, string[]> = {
  Education: ["$20 sponsors a child's school fees", "$50 covers a year's fees", '$100 supports more than one child'],
  'Community Development': [
    '$30 clean water for a family',
    '$100 mobile school initiative',
    '$200 food for a community',
  ],
  Mission: ['$100 leadership training materials', '$200 Bibles for a village'],
};

test.describe('the Donate page', () => {
  test('shows the three donation options with the exact suggested gifts', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Support Our Work' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [title, gifts] of Object.entries(SPEC_GIFTS)) {
      await expect(card(page, title).getByRole('listitem')).toHaveText(gifts, { ignoreCase: true });
    }
  });

  test('highlights no option on the plain page', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.locator('article[aria-current]')).toHaveCount(0);
    await expect(page.getByText('Selected', { exact: true })).toHaveCount(0);
  });

  test('links each option to the program it funds', async ({ page }) => {
    await page.goto('/donate');
    const targets = [
      ['Education', '/programs/education'],
      ['Community Development', '/programs/community-development'],
      ['Mission', '/programs/mission-and-evangelism'],
    ] as const;
    for (const [title, href] of targets) {
      await expect(card(page, title).getByRole('link', { name: `About our ${title} work` })).toHaveAttribute(
        'href',
        href,
      );
    }
    await card(page, 'Mission').getByRole('link', { name: 'About our Mission work' }).click();
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
    const section = page.getByRole('region', { name: 'Other Ways to Support' });
    const targets = [
      ['Volunteer', '/programs'],
      ['Corporate Partnership', '/contact'],
      ['Fundraise', '/contact'],
    ] as const;
    for (const [title, href] of targets) {
      const way = section.getByRole('article', { name: title });
      await expect(way.getByRole('heading', { name: title })).toBeVisible();
      await expect(way.getByRole('link')).toHaveAttribute('href', href);
    }
    await section.getByRole('article', { name: 'Volunteer' }).getByRole('link').click();
    await expect(page).toHaveURL('/programs');
  });
});

test.describe('the Donate page for one option', () => {
  test('highlights the chosen option and only that one', async ({ page }) => {
    await page.goto('/donate/education');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(card(page, 'Education')).toHaveAttribute('aria-current', 'true');
    await expect(card(page, 'Education').getByText('Selected', { exact: true })).toBeVisible();
    for (const other of ['Community Development', 'Mission']) {
      await expect(card(page, other)).not.toHaveAttribute('aria-current');
    }
  });

  test('highlights the mission option at /donate/mission', async ({ page }) => {
    await page.goto('/donate/mission');
    await expect(card(page, 'Mission')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('article[aria-current]')).toHaveCount(1);
  });

  test('shows the plain Donate page for an unknown option', async ({ page }) => {
    await page.goto('/donate/no-such-option');
    await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Support Our Work' }).getByRole('article')).toHaveCount(3);
    await expect(page.locator('article[aria-current]')).toHaveCount(0);
  });
});

test.describe('the donation success page', () => {
  test('thanks the donor and leads home or back to giving', async ({ page }) => {
    await page.goto('/donate/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Donation!' })).toBeVisible();
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
