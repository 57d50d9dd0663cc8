/**
 * What a first visit downloads, by type. Lighthouse records nothing from the service worker; as a
 * guard should that change, only page and iframe requests count. Bytes by type are compressed bodies;
 * headers are apart, since the emulator's HTTP/1.1 repeats about 1.6 KB of them per file where
 * production's HTTP/2 compresses them. The total is everything received.
 */

export const BYTE_TYPES = ['script', 'stylesheet', 'image', 'font', 'document', 'other'] as const;
export type ByteType = (typeof BYTE_TYPES)[number];
export type TransferBytes = Record<ByteType | 'headers' | 'total', number>;

export interface NetworkRequestRow {
  url: string;
  transferSize: number;
  headerBytes: number;
  resourceType?: string | undefined;
  mimeType?: string | undefined;
  /** 'page', 'iframe' or 'worker'. */
  sessionTargetType?: string | undefined;
  fromServiceWorker: boolean;
}

const PAGE_TARGETS = new Set(['page', 'iframe']);

export const isPageOwnRequest = (row: NetworkRequestRow): boolean =>
  row.sessionTargetType === undefined || PAGE_TARGETS.has(row.sessionTargetType);

const BY_RESOURCE_TYPE: Readonly<Record<string, ByteType>> = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Image: 'image',
  Font: 'font',
  Document: 'document',
};

/** Chrome's resource type, else the MIME type, so a prefetched chunk still counts as JavaScript. */
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
  servedByWorker: number;
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
