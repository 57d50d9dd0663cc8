import type { TestInfo } from '@playwright/test';
import { FIRST_VISIT_BYTES } from '../../../scripts/build/byte-budgets';
import { visitFirstTime, videoRequests, type FirstVisit } from './first-visit';
import { FIRST_VISIT_ROUTES } from './routes';
import { expect, test } from './test';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The numbers, attached to the test's report and printed (docs/offline.md's figures come from these lines). */
async function report(visit: FirstVisit, path: string, testInfo: TestInfo): Promise<void> {
  const { transfer, cost } = visit;
  const files = transfer.rows.map((row) => ({
    path: new URL(row.url).pathname,
    bytes: row.bodyBytes,
    byWorker: row.byWorker,
  }));
  await testInfo.attach('first-visit-bytes', {
    contentType: 'application/json',
    body: JSON.stringify({ path, project: testInfo.project.name, ...cost, files }, null, 2),
  });
  console.log(
    `${testInfo.project.name} ${path}: ${kb(cost.body)} of bodies (${kb(cost.byWorker)} by the worker, ` +
      `${kb(cost.pictures)} of pictures), ${kb(cost.headers)} of headers, ${cost.responses} responses`,
  );
}

/**
 * One test per kind of public page (FIRST_VISIT_ROUTES): a first visit, the page and its service
 * worker together, costs at most 500 KB of compressed bodies and downloads no video. `alsoCheck`
 * adds a device's own expectations (the phone's picture widths). The headers are reported apart:
 * the Hosting emulator speaks HTTP/1.1 and repeats about 1.7 KB of security headers with every file,
 * which HTTP/2's header compression mostly saves in production (docs/offline.md, "What a visit costs").
 */
export function firstVisitBudgetTests(device: string, alsoCheck?: (visit: FirstVisit, path: string) => void): void {
  for (const path of FIRST_VISIT_ROUTES) {
    test(`${device}, a first visit to ${path}, page and service worker, costs at most ${FIRST_VISIT_BYTES / 1024} KB and no video`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const visit = await visitFirstTime(page, path);
      await report(visit, path, testInfo);
      // The worker did download its precache: the measure includes it.
      expect(visit.cost.byWorker).toBeGreaterThan(20 * 1024);
      expect(visit.cost.body).toBeLessThanOrEqual(FIRST_VISIT_BYTES);
      expect(videoRequests(visit.transfer)).toEqual([]);
      alsoCheck?.(visit, path);
    });
  }
}
