import { expect, test, type Page } from './support/test';
import { SPEC_ROUTES } from './support/routes';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.describe('every route of the route table', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route.path} shows its page between the header and the footer`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(page).toHaveTitle(/Hope Harvest Mission|Admin/);
    });
  }
});

test('an unknown URL shows a page-not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the header links lead to each section, and mark the current one', async ({ page }) => {
  await page.goto('/');
  const targets = [
    ['About Us', '/about'],
    ['Programs', '/programs'],
    ['Impact', '/impact'],
    ['Contact', '/contact'],
    ['Donate', '/donate'],
    ['Home', '/'],
  ] as const;
  for (const [name, path] of targets) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('the footer has quick links, program links, contact details and the legal pages', async ({ page }) => {
  await page.goto('/');
  const expectLink = async (name: string, href: string) =>
    expect(footer(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expectLink('About Us', '/about');
  await expectLink('Blog', '/blog');
  await expectLink('Education', '/programs/education');
  await expectLink('Community Development', '/programs/community-development');
  await expectLink('Mission and Evangelism', '/programs/mission-and-evangelism');
  await expectLink('Privacy Policy', '/privacy');
  await expectLink('Terms of Use', '/terms');
  await expect(footer(page).locator('a[href^="tel:"]')).toBeVisible();
  await expect(footer(page).locator('a[href^="mailto:"]')).toBeVisible();
  await footer(page).getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});

test('a new page starts at the top even when the link was clicked far down', async ({ page }) => {
  await page.goto('/about');
  // Make the page long enough to scroll whatever its content is today.
  await page.evaluate(() =>
    document.querySelector('main')?.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })),
  );
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the header takes its scrolled style after 20 px of scroll and drops it at the top', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    document.querySelector('main')?.append(Object.assign(document.createElement('div'), { style: 'height:3000px' })),
  );
  await expect(header(page)).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header(page)).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).not.toHaveAttribute('data-scrolled');
});
