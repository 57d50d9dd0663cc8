/**
 * What a first visit downloads, by type: only page and iframe requests, should Lighthouse ever record the
 * service worker's. Compressed bodies by type, headers apart (the emulator's HTTP/1.1 repeats them where
 * production's HTTP/2 compresses them), and the total of everything received.
 */

const BYTE_TYPES = ['script', 'stylesheet', 'image', 'font', 'document', 'other'] as const;
type ByteType = (typeof BYTE_TYPES)[number];
export const BYTE_COLUMNS = [...BYTE_TYPES, 'headers', 'total'] as const;
export type TransferBytes = Record<(typeof BYTE_COLUMNS)[number], number>;

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

/**
 * Chrome's resource type (its Script, Stylesheet, Image, Font and Document are ours), else the MIME type,
 * so a prefetched chunk still counts as JavaScript.
 */
export function byteType({
  resourceType = '',
  mimeType = '',
}: Pick<NetworkRequestRow, 'resourceType' | 'mimeType'>): ByteType {
  const known = BYTE_TYPES.find((type) => type !== 'other' && type === resourceType.toLowerCase());
  if (known) return known;
  if (/javascript|ecmascript/.test(mimeType)) return 'script';
  if (mimeType === 'text/css') return 'stylesheet';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('font/') || mimeType.includes('font-woff')) return 'font';
  return 'other';
}

export const emptyBytes = (): TransferBytes => Object.fromEntries(BYTE_COLUMNS.map((key) => [key, 0])) as TransferBytes;

export function firstVisitTransfer(rows: readonly NetworkRequestRow[]) {
  const own = rows.filter(
    ({ sessionTargetType: target }) => target === undefined || ['page', 'iframe'].includes(target),
  );
  const bytes = emptyBytes();
  for (const row of own) {
    const headers = Math.min(Math.max(row.headerBytes, 0), row.transferSize);
    bytes[byteType(row)] += row.transferSize - headers;
    bytes.headers += headers;
    bytes.total += row.transferSize;
  }
  return {
    bytes,
    requests: own.length,
    servedByWorker: own.filter((row) => row.fromServiceWorker).length,
    leftOut: rows.length - own.length,
  };
}
