/**
 * What a first visit downloads, by type. Lighthouse's network records only hold requests of the
 * page, its iframes and dedicated workers: it attaches to the service worker too (the DevTools log
 * has Target.attachedToTarget with type "service_worker") but records nothing from it, so the
 * worker's precache and video downloads never appear. The Hosting emulator's log shows them: they
 * come from /sw.js with the browser's own user agent, while the page's requests carry Lighthouse's
 * emulated phone. As a guard should that change, only page and iframe requests are counted here.
 *
 * Bytes by type are compressed body bytes (brotli from the Hosting emulator, as from Firebase
 * Hosting), comparable with the gzip/brotli sizes a build reports. Response headers are counted
 * apart: the emulator speaks HTTP/1.1 and sends about 1.6 KB of security headers with every file,
 * which HTTP/2's header compression mostly saves in production. The total is everything received:
 * bodies and headers.
 */

export const BYTE_TYPES = ['script', 'stylesheet', 'image', 'font', 'document', 'other'] as const;
export type ByteType = (typeof BYTE_TYPES)[number];
export type TransferBytes = Record<ByteType | 'headers' | 'total', number>;

/** The fields of a Lighthouse network record the benchmark reads. */
export interface NetworkRequestRow {
  url: string;
  /** Everything received for the request: headers and the (compressed) body. */
  transferSize: number;
  /** The response headers' share of transferSize. */
  headerBytes: number;
  resourceType?: string | undefined;
  mimeType?: string | undefined;
  /** Which DevTools target made the request: 'page', 'iframe' or 'worker'. */
  sessionTargetType?: string | undefined;
  /** Answered by the service worker (only possible once it has taken control of the page). */
  fromServiceWorker: boolean;
}

const PAGE_TARGETS = new Set(['page', 'iframe']);

/** The page's own requests; see the file comment for how service worker traffic stays out. */
export const isPageOwnRequest = (row: NetworkRequestRow): boolean =>
  row.sessionTargetType === undefined || PAGE_TARGETS.has(row.sessionTargetType);

const BY_RESOURCE_TYPE: Readonly<Record<string, ByteType>> = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Document: 'document',
};

/**
 * The resource type Chrome gave the request; for the rest (fetch, prefetch, the favicon, which
 * Chrome calls "Other") the MIME type decides, so a prefetched chunk still counts as JavaScript.
 */
export function byteType({
  resourceType,
  mimeType = '',
}: Pick<NetworkRequestRow, 'resourceType' | 'mimeType'>): ByteType {
  const known = resourceType === undefined ? undefined : BY_RESOURCE_TYPE[resourceType];
  if (known) return known;
  if (/javascript|ecmascript/.test(mimeType)) return 'script';
  if (mimeType === 'text/css') return 'stylesheet';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('font/') || mimeType.includes('font-woff')) return 'font';
  return 'other';
}

export const emptyBytes = (): TransferBytes => ({
  script: 0,
  stylesheet: 0,
  image: 0,
  font: 0,
  document: 0,
  other: 0,
  headers: 0,
  total: 0,
});

export function sumByType(rows: readonly NetworkRequestRow[]): TransferBytes {
  const bytes = emptyBytes();
  for (const row of rows) {
    const headers = Math.min(Math.max(row.headerBytes, 0), row.transferSize);
    bytes[byteType(row)] += row.transferSize - headers;
    bytes.headers += headers;
    bytes.total += row.transferSize;
  }
  return bytes;
}

export interface FirstVisitTransfer {
  bytes: TransferBytes;
  requests: number;
  /** Page requests the service worker answered; 0 on a first visit unless it took control early. */
  servedByWorker: number;
  /** Requests left out as not the page's own (see isPageOwnRequest). */
  leftOut: number;
}

export function firstVisitTransfer(rows: readonly NetworkRequestRow[]): FirstVisitTransfer {
  const own = rows.filter(isPageOwnRequest);
  return {
    bytes: sumByType(own),
    requests: own.length,
    servedByWorker: own.filter((row) => row.fromServiceWorker).length,
    leftOut: rows.length - own.length,
  };
}
