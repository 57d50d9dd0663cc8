import type { Locator, Page } from '@playwright/test';
import { APP_INTERACTIVE_MARK, PART_LIVE_ATTRIBUTE } from '../../../src/lib/app-started';

/**
 * Whether the app has taken over the page: its own mark (APP_INTERACTIVE_MARK, made by
 * src/app/after-first-render.tsx once the page is hydrated or drawn and answers presses). Before that
 * the prerendered HTML is on screen and Tab moves through its links and buttons; a press waits for
 * the app (src/lib/early-presses).
 */
export const appHasTakenOver = (page: Page): Promise<boolean> =>
  page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length > 0, APP_INTERACTIVE_MARK);

/** Waits until the app has taken over the prerendered page (see appHasTakenOver). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    // No #root: not one of the app's pages (sitemap.xml, a browser error page); nothing to wait for.
    (mark) => document.getElementById('root') === null || performance.getEntriesByName(mark, 'mark').length > 0,
    APP_INTERACTIVE_MARK,
  );
}

/**
 * Whether the part of the page `inside` is in, one taken over only as the visitor nears it
 * (src/components/hydrate-when-near.tsx), is the app's yet: its box carries the part's live mark.
 */
export const partIsLive = (inside: Locator): Promise<boolean> =>
  inside.evaluate((element, live) => element.closest(`[${live}]`) !== null, PART_LIVE_ATTRIBUTE);
