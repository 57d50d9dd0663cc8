import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';
export type { BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` returning once the app runs the page. A prerendered page is
 * on screen before its JavaScript: its inline script holds presses until the app arrives and
 * presses them again then (src/lib/early-presses). Tests act like a visitor whose page has
 * finished loading; tests/e2e/first-moments.both.spec.ts and prerender.both.spec.ts cover the page
 * before that moment.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
