import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { scrollThrough } from './support/carousel';
import { AFTER_LOAD_CHUNK } from '../../scripts/build/load-phase-chunks';
import { isChunkOf } from './support/chunks';

/**
 * The local build has no analytics measurement id, as a site without analytics configured: no
 * banner, and not one byte of analytics code. "Privacy choices" still answers from the footer.
 */

const ANALYTICS_REQUEST =
  /firebase-analytics|googletagmanager|google-analytics|analytics\.google|firebaseinstallations/;

/** The banner and panel's own chunk (src/features/consent/consent-manager.tsx). */
const CONSENT_CHUNK = isChunkOf('src/features/consent/consent-manager.tsx');

const footerButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
const panel = (page: Page) => page.getByRole('region', { name: 'Privacy choices' });

test('without a measurement id no banner appears and no analytics or consent code is downloaded', async ({ page }) => {
  test.setTimeout(60_000);
  const analyticsRequests: string[] = [];
  const consentRequests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_REQUEST.test(request.url())) analyticsRequests.push(request.url());
    if (CONSENT_CHUNK(request.url())) consentRequests.push(request.url());
  });
  // What a first visit loads once the browser is idle after `load` (where the banner's code would be).
  const idleWorkDone = page.waitForResponse((response) => isChunkOf(AFTER_LOAD_CHUNK)(response.url()));
  await page.goto('/');
  await idleWorkDone;
  for (const path of ['/', '/about', '/blog', '/contact']) {
    await page.goto(path);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    await expect(panel(page)).toHaveCount(0);
  }
  expect(analyticsRequests).toEqual([]);
  // The panel's code is fetched only when the visitor asks for it.
  expect(consentRequests).toEqual([]);
  await footerButton(page).click();
  await expect(panel(page)).toBeVisible();
  expect(consentRequests).toHaveLength(1);
});

test('Privacy choices in the footer says no analytics is used, and closes back to the button', async ({ page }) => {
  await page.goto('/privacy');
  await footerButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText('This site does not use analytics');
  await expect(panel(page).getByRole('heading', { name: 'Privacy choices' })).toBeFocused();
  await expect(footerButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(footerButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(footerButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the footer keeps its legal links and Privacy choices on one screen width', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legal.scrollIntoViewIfNeeded();
  for (const name of ['Privacy Policy', 'Terms of Use']) await expect(legal.getByRole('link', { name })).toBeVisible();
  await expect(legal.getByRole('button', { name: 'Privacy choices' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
