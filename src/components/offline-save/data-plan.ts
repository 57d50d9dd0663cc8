/** Why nothing optional may be downloaded now, in the visitor's words; null when saving is fine. */
export function optionalDownloadsRefused(nav: Navigator = navigator): string | null {
  const connection: unknown = Reflect.get(nav, 'connection');
  if (typeof connection !== 'object' || connection === null) return null;
  if (Reflect.get(connection, 'saveData') === true) {
    return 'Your browser asks websites to save data, so nothing is downloaded in advance.';
  }
  const type: unknown = Reflect.get(connection, 'effectiveType');
  if (type === '2g' || type === 'slow-2g') {
    return 'Your connection is too slow (2G) to download this now. Try again on a faster connection or Wi-Fi.';
  }
  return null;
}

/** Bytes as a visitor reads them: "23 MB", "850 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
