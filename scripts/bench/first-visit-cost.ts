import { bodyBytes, headerBytes, type TransferRow } from '../../tests/e2e/support/transfer';

/**
 * A first visit's cost, the page and its service worker together, counted one way for the data-cost
 * tests and the bench: compressed bodies, headers apart (the emulator's HTTP/1.1 repeats them; docs/offline.md).
 */
export interface FirstVisitCost {
  /** What the 500 KB budget counts. */
  body: number;
  /** The worker's and the pictures' shares of `body`. */
  byWorker: number;
  pictures: number;
  headers: number;
  responses: number;
}

const IMAGES_PATH_PREFIX = '/images/';

export function firstVisitCost(rows: readonly TransferRow[]): FirstVisitCost {
  return {
    body: bodyBytes(rows),
    byWorker: bodyBytes(rows.filter((row) => row.byWorker)),
    pictures: bodyBytes(rows.filter((row) => new URL(row.url).pathname.startsWith(IMAGES_PATH_PREFIX))),
    headers: headerBytes(rows),
    responses: rows.length,
  };
}
