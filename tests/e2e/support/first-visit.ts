import type { Page } from '@playwright/test';
import { firstVisitCost, type FirstVisitCost } from '../../../scripts/bench/first-visit-cost';
import { recordTransfer, type TransferRecorder } from './transfer';

/** The idle period: what the worker or the page fetches later than this is not counted. */
export const IDLE_MS = 30_000;
/** The network counts as settled (the precache, the pictures kept, the posts' read) after this long without a request. */
const QUIET_MS = 6_000;

export interface FirstVisit {
  transfer: TransferRecorder;
  cost: FirstVisitCost;
}

export const videoRequests = (transfer: TransferRecorder): string[] =>
  transfer.requested.map(({ url }) => url).filter((url) => new URL(url).pathname.endsWith('.mp4'));

/**
 * Opens `path` in `page`, whose context must be fresh (no cache, no worker), waits until the
 * service worker controls it, then stays idle and unscrolled until the network has been quiet a
 * while or the idle period is over, and returns what came over the wire. Needs no test runner:
 * the benchmark's data-cost pass (scripts/bench/data-cost-pass.ts) measures with it too, and the
 * tests' budget is first-visit-budget.ts.
 */
export async function visitFirstTime(page: Page, path: string): Promise<FirstVisit> {
  const transfer = recordTransfer(page.context());
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Activation follows the precache's completion; clients.claim() then makes the worker control the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: IDLE_MS });
  await transfer.quiet(QUIET_MS, IDLE_MS);
  return { transfer, cost: firstVisitCost(transfer.rows) };
}
