import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { waitForControl } from './pwa';
import { bodyBytes, headerBytes, recordTransfer, type TransferRecorder } from './transfer';

/** "KB" as DevTools counts it: the budget for a first visit, page and worker together. */
export const FIRST_VISIT_BUDGET_BYTES = 500 * 1024;
/** The idle period: what the worker or the page fetches later than this is not counted. */
export const IDLE_MS = 30_000;

export interface FirstVisit {
  transfer: TransferRecorder;
  /** Compressed bodies over the wire, the page's and the worker's. */
  body: number;
  headers: number;
  byWorker: number;
  /** The pictures' share of `body`. */
  pictures: number;
}

export const videoRequests = (transfer: TransferRecorder): string[] =>
  transfer.requested.map(({ url }) => url).filter((url) => new URL(url).pathname.endsWith('.mp4'));

/**
 * Opens `path` in a fresh context, waits for the worker, then stays idle and unscrolled until the
 * network has been quiet a while (the precache, the posts' read) or the idle period is over, and
 * returns what came over the wire. The numbers are attached to the test and printed.
 */
export async function measureFirstVisit(
  page: Page,
  context: BrowserContext,
  path: string,
  testInfo: TestInfo,
): Promise<FirstVisit> {
  const transfer = recordTransfer(context);
  await page.goto(path);
  await waitForControl(page);
  await transfer.quiet(6_000, IDLE_MS);
  const visit: FirstVisit = {
    transfer,
    body: bodyBytes(transfer.rows),
    headers: headerBytes(transfer.rows),
    byWorker: bodyBytes(transfer.rows.filter((row) => row.byWorker)),
    pictures: bodyBytes(transfer.rows.filter((row) => new URL(row.url).pathname.startsWith('/images/'))),
  };
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  const summary = {
    path,
    project: testInfo.project.name,
    ...visit,
    transfer: undefined,
    requests: transfer.rows.length,
    files: transfer.rows.map((row) => ({
      path: new URL(row.url).pathname,
      bytes: row.bodyBytes,
      byWorker: row.byWorker,
    })),
  };
  await testInfo.attach('first-visit-bytes', {
    contentType: 'application/json',
    body: JSON.stringify(summary, null, 2),
  });
  console.log(
    `${testInfo.project.name} ${path}: ${kb(visit.body)} of bodies (${kb(visit.byWorker)} by the worker, ` +
      `${kb(visit.pictures)} of pictures), ${kb(visit.headers)} of headers, ${transfer.rows.length} responses`,
  );
  return visit;
}
