import type { Locator, Page } from '@playwright/test';

/** The budget for the whole page, which hydration must not spend. */
export const CLS_BUDGET = 0.02;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Adds up every layout shift the visitor did not cause, from the first paint on; read it with layoutShiftSoFar. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftSoFar = (page: Page): Promise<number | undefined> => page.evaluate(() => window.__layoutShift);

/** Where an element is on the page (not the screen, so scrolling does not count) and how big it is. */
export const placeOf = (element: Locator): Promise<{ top: number; left: number; width: number; height: number }> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width, height: box.height };
  });
