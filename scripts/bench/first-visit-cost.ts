import { bodyBytes, headerBytes, type TransferRow } from '../../tests/e2e/support/transfer';

/**
 * What a first visit cost the visitor, the page and its service worker together (issue 16). Read by
 * the data-cost tests (tests/e2e/support/first-visit.ts) and the benchmark's data-cost pass
 * (data-cost-pass.ts), so both count the same way: compressed bodies as Chromium received them,
 * with the response headers apart (the Hosting emulator's HTTP/1.1 repeats them uncompressed with
 * every file; production's HTTP/2 compresses them: see docs/offline.md).
 */
export interface FirstVisitCost {
  /** Compressed bodies over the wire, the page's and the worker's: what the 500 KB budget counts. */
  body: number;
  /** The worker's share of `body`: its precache, the pictures it keeps, the posts' mirror. */
  byWorker: number;
  /** The pictures' share of `body`. */
  pictures: number;
  /** Response headers, counted apart. */
  headers: number;
  responses: number;
}

export const IMAGES_PATH_PREFIX = '/images/';

const isPicture = (row: TransferRow): boolean => new URL(row.url).pathname.startsWith(IMAGES_PATH_PREFIX);

export function firstVisitCost(rows: readonly TransferRow[]): FirstVisitCost {
  return {
    body: bodyBytes(rows),
    byWorker: bodyBytes(rows.filter((row) => row.byWorker)),
    pictures: bodyBytes(rows.filter(isPicture)),
    headers: headerBytes(rows),
    responses: rows.length,
  };
}
