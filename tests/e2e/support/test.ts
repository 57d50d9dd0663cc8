import { test as base } from '@playwright/test';
import { waitForHydration } from './hydration';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` returning once the app runs the page. A prerendered page is
 * on screen before its JavaScript: links work at once, but a button pressed before React takes
 * over does nothing (src/main.tsx). Tests act like a visitor whose page has finished loading;
 * tests/e2e/prerender.both.spec.ts covers the page before that moment.
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
