import { chromium, devices, type Browser } from '@playwright/test';
import { visitFirstTime } from '../../tests/e2e/support/first-visit';
import type { FirstVisitCost } from './first-visit-cost';
import { CHROME_PATH } from './fresh-browser';
import type { BenchTarget } from './measure-routes';
import { formatKb } from './report-table';

/** The phone the data-cost tests use too (tests/e2e/data-cost.phone.spec.ts). */
export const DATA_COST_DEVICE = 'Pixel 7';

export interface DataCost {
  device: string;
  routes: { path: string; cost: FirstVisitCost }[];
}

let browser: Browser | undefined;

/** Ends the pass's browser if one is open (an interrupted benchmark). */
export async function closeDataCostBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  await open?.close();
}

/**
 * What a first visit to each route costs the visitor, the page and its service worker together,
 * compressed bodies within 30 s of idle, unscrolled (tests/e2e/support/first-visit.ts, the same
 * measure as the data-cost tests). Lighthouse cannot say: it records no request of the service
 * worker (transfer-bytes.ts), so its table holds the page's own bytes only. One fresh browser
 * context per route, full network speed: only bytes are measured here, not time.
 */
export async function measureDataCost({ siteUrl, routes, stopped }: BenchTarget): Promise<DataCost> {
  console.log('Measuring what a first visit costs with the service worker (a fresh phone browser per route)...');
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    // run.ts stops the browser and the stack itself, in order.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const measured: DataCost['routes'] = [];
  try {
    for (const path of routes) {
      if (stopped()) throw new Error('The benchmark was stopped.');
      const context = await browser.newContext({ ...devices[DATA_COST_DEVICE], baseURL: siteUrl });
      try {
        const { cost } = await visitFirstTime(await context.newPage(), path);
        measured.push({ path, cost });
        console.log(
          `  ${path} data cost: ${formatKb(cost.body)} (${formatKb(cost.byWorker)} by the service worker), ` +
            `headers ${formatKb(cost.headers)}`,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await closeDataCostBrowser();
  }
  return { device: DATA_COST_DEVICE, routes: measured };
}
