import { chromium, devices, type Browser } from '@playwright/test';
import { visitFirstTime } from '../../tests/e2e/support/first-visit';
import type { FirstVisitCost } from './first-visit-cost';
import { CHROME_PATH } from './fresh-browser';
import type { BenchTarget } from './measure-routes';
import { formatKb } from './report-table';

/** The phone the data-cost tests use too (tests/e2e/data-cost.phone.spec.ts). */
const DATA_COST_DEVICE = 'Pixel 7';

export interface DataCost {
  device: string;
  routes: { path: string; cost: FirstVisitCost }[];
}

let browser: Browser | undefined;

export async function closeDataCostBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  await open?.close();
}

/** A first visit's cost with the service worker Lighthouse does not see, as tests/e2e/support/first-visit.ts counts. */
export async function measureDataCost({ siteUrl, routes, stopped }: BenchTarget): Promise<DataCost> {
  console.log('Measuring what a first visit costs with the service worker (a fresh phone browser per route)...');
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    // run.ts stops the browser and the stack in order.
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
