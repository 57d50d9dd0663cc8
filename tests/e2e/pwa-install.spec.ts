import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { waitForControl } from './support/pwa';

const notices = (page: Page) => page.getByRole('list', { name: 'About this app' });

test('Chrome finds the site installable, with every icon and screenshot of its manifest', async ({
  launchOptions,
  baseURL,
}) => {
  // Chrome never installs from an incognito window, which is what a test's usual context is.
  const profile = mkdtempSync(join(tmpdir(), 'charity-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await checkInstallability(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallability(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForControl(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);

  const manifest = await page.evaluate(async () => {
    const response = await fetch('/manifest.webmanifest');
    return (await response.json()) as {
      display: string;
      icons: { src: string; purpose: string }[];
      screenshots: { src: string; form_factor: string }[];
      shortcuts: { name: string; url: string }[];
    };
  });
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Donate', '/donate'],
    ['Contact', '/contact'],
    ['Blog', '/blog'],
  ]);
  for (const src of [...manifest.icons.map((icon) => icon.src), ...manifest.screenshots.map((shot) => shot.src)]) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
  }
}

test('where the browser offers installation, Install app opens its dialog once and then goes away', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    // What Chromium fires when the site may be installed; the real dialog cannot open headless.
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: () => {
        Object.assign(window, { installDialogs: ((window as { installDialogs?: number }).installDialogs ?? 0) + 1 });
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  const install = notices(page).getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  // axe's default rules, best practices included, as on every page (tests/e2e/support/axe.ts).
  const axe = await new AxeBuilder({ page }).include('[aria-live]').analyze();
  expect(axe.violations).toEqual([]);
  await install.click();
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as { installDialogs?: number }).installDialogs)).toBe(1);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('Safari visitors learn how to add the site to the home screen, until they close the hint', async ({ page }) => {
    await page.goto('/');
    const hint = notices(page).getByRole('listitem').filter({ hasText: 'Add to Home Screen' });
    await expect(hint).toContainText('Tap the Share button, then “Add to Home Screen”.');
    await hint.getByRole('button', { name: 'Dismiss: Install this app' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Add to Home Screen')).toHaveCount(0);
  });
});
