import type { BrowserContext, Request } from '@playwright/test';

/** One response that came over the network, to the page or to its service worker. */
export interface TransferRow {
  url: string;
  /** The compressed body as received (0 when the browser's HTTP cache answered). */
  bodyBytes: number;
  headerBytes: number;
  /** Requested by the service worker (its precache, its caches), not by the page. */
  byWorker: boolean;
}

export interface TransferRecorder {
  rows: TransferRow[];
  /** Every request made, answered or not, by the page or the worker. */
  requested: { url: string; byWorker: boolean }[];
  /** Waits until nothing new has been asked for in `quietMs`, or `maxMs` have passed. */
  quiet(quietMs: number, maxMs: number): Promise<void>;
}

/**
 * Records what a browser context downloads, the page and its service worker together, with the
 * browser's own sizes (Chromium reports the worker's requests on the context). A page request the
 * worker answered is left out: what the worker fetched for it is counted as the worker's.
 */
export function recordTransfer(context: BrowserContext): TransferRecorder {
  const rows: TransferRow[] = [];
  const requested: TransferRecorder['requested'] = [];
  const pending = new Set<Promise<void>>();
  let lastActivity = Date.now();
  context.on('request', (request) => {
    requested.push({ url: request.url(), byWorker: request.serviceWorker() !== null });
    lastActivity = Date.now();
  });
  const note = (request: Request): void => {
    lastActivity = Date.now();
    const task = (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      rows.push({
        url: request.url(),
        // -1: the browser does not know (a body it never received); nothing came over the wire.
        bodyBytes: Math.max(sizes.responseBodySize, 0),
        headerBytes: Math.max(sizes.responseHeadersSize, 0),
        byWorker: request.serviceWorker() !== null,
      });
    })().catch(() => undefined);
    pending.add(task);
    void task.finally(() => pending.delete(task));
  };
  context.on('requestfinished', note);
  context.on('requestfailed', () => (lastActivity = Date.now()));
  return {
    rows,
    requested,
    quiet: async (quietMs, maxMs) => {
      const until = Date.now() + maxMs;
      while (Date.now() < until && (Date.now() - lastActivity < quietMs || pending.size > 0)) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await Promise.all([...pending]);
    },
  };
}

export const bodyBytes = (rows: readonly TransferRow[]): number => rows.reduce((sum, row) => sum + row.bodyBytes, 0);
export const headerBytes = (rows: readonly TransferRow[]): number =>
  rows.reduce((sum, row) => sum + row.headerBytes, 0);
