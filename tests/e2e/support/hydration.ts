import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the prerendered page. Before that its HTML is on screen and
 * Tab moves through its links and buttons; a press waits for the app (src/lib/early-presses).
 * From the moment React owns the page (its root carries React's container key) it handles every
 * event, hydrating the part that was pressed first if it has not got there yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // No #root: not one of the app's pages (sitemap.xml, a browser error page); nothing to wait for.
    return root === null || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}
