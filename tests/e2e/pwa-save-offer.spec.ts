import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { cachedVideoCount, waitForControl } from './support/pwa';
import { AFTER_LOAD_CHUNK } from '../../scripts/build/load-phase-chunks';
import { isChunkOf } from './support/chunks';

/*
 * The installed app offers Save for offline once (issue 16, item 4), and never downloads it
 * silently. "Installed" is the display mode the app runs in: Playwright's emulateMedia has no
 * display-mode, CDP's Emulation.setEmulatedMedia ignores it, and a PWA launched with CDP's
 * PWA.launch still reports "browser" headless (tried on this Chromium), so the init script below
 * answers `(display-mode: standalone)` as the installed app's window would; the app reads nothing
 * else (src/lib/pwa/install-prompt.ts, runsInstalled).
 */

const notices = (page: Page) => page.getByRole('list', { name: 'About this app' });
const offer = (page: Page) => notices(page).getByRole('listitem').filter({ hasText: 'Save for offline' });

async function runInstalled(page: Page, { saveData = false } = {}): Promise<void> {
  await page.addInitScript((saveDataOn: boolean) => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      if (query.replace(/\s/g, '') !== '(display-mode:standalone)') return list;
      // `matches` is a getter of MediaQueryList's prototype: an own property shadows it.
      return Object.defineProperty(Object.create(list) as MediaQueryList, 'matches', { value: true });
    };
    if (saveDataOn) {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    }
  }, saveData);
}

/** The offer's own code (a chunk of its own: only the installed app loads it). */
const OFFER_CODE = isChunkOf('src/features/offline-save/save-offer-notice.tsx');
/** What every page loads after `load`: the worker's registration, which decides on the offer (src/lib/pwa/update-flow.ts). */
const AFTER_LOAD_CODE = isChunkOf(AFTER_LOAD_CHUNK);

/**
 * Waits until the page has registered its worker, the moment the offer is made if it is, and a
 * little more for its code to be asked for; then whether it was.
 */
async function offerCodeRequested(page: Page, reload: () => Promise<unknown>): Promise<boolean> {
  let requested = false;
  page.on('request', (request) => {
    if (OFFER_CODE(request.url())) requested = true;
  });
  const afterLoad = page.waitForResponse((response) => AFTER_LOAD_CODE(response.url()));
  await reload();
  await afterLoad;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForTimeout(1_500);
  return requested;
}

/** Everything fetched for a save: its list, the pictures' saved copies and the videos. */
function recordSaveDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/offline-save.json' || path.endsWith('.mp4')) urls.push(path);
  });
  return urls;
}

test('the installed app offers Save for offline once, with its size, and saves only when Save is pressed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await runInstalled(page);
  const downloads = recordSaveDownloads(page);
  await page.goto('/');
  await waitForControl(page);
  await expect(offer(page)).toContainText(/Save pictures and videos for offline: \d+(\.\d)? (KB|MB)\./);
  await expectNoAxeViolations(page);
  expect(downloads).toEqual([]);
  expect(await cachedVideoCount(page)).toBe(0);

  // Slower videos (14 of them), so the progress is there long enough to be seen on a busy machine.
  await page.route('**/videos/*.mp4', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await offer(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(offer(page).getByRole('progressbar', { name: 'Saving for offline' })).toBeVisible();
  await expect(offer(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(offer(page)).toContainText(
    /^Save for offline.*Saved for offline\. Pictures and videos use .+ on this device\./,
    {
      timeout: 60_000,
    },
  );
  expect(downloads).toContain('/offline-save.json');
  expect(await cachedVideoCount(page)).toBeGreaterThan(0);
  await offer(page).getByRole('button', { name: 'Dismiss: Save for offline' }).click();
  await expect(offer(page)).toHaveCount(0);

  // Asked once: never again.
  expect(await offerCodeRequested(page, () => page.goto('/impact'))).toBe(false);
  await expect(offer(page)).toHaveCount(0);
});

test('Not now closes the offer for good, and nothing is downloaded', async ({ page }) => {
  await runInstalled(page);
  const downloads = recordSaveDownloads(page);
  await page.goto('/about');
  await waitForControl(page);
  await offer(page).getByRole('button', { name: 'Not now' }).click();
  await expect(offer(page)).toHaveCount(0);
  expect(await offerCodeRequested(page, () => page.reload())).toBe(false);
  await expect(offer(page)).toHaveCount(0);
  expect(downloads).toEqual([]);
});

test('with Save-Data on the installed app does not offer it, and asks once Save-Data is off', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const saving = await context.newPage();
    await runInstalled(saving, { saveData: true });
    // The offer's code came, and declined to show.
    const offerCode = saving.waitForResponse((response) => OFFER_CODE(response.url()));
    await saving.goto('/');
    await offerCode;
    // Time for it to draw itself, were it going to.
    await saving.waitForTimeout(1_000);
    await expect(offer(saving)).toHaveCount(0);
    await saving.close();

    const later = await context.newPage();
    await runInstalled(later);
    await later.goto('/');
    await expect(offer(later)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a browser tab never shows the offer: the footer has the control', async ({ page }) => {
  await page.goto('/');
  await waitForControl(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Save for offline' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});
