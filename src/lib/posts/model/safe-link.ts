/** Schemes a link in a post may use; everything else (javascript:, data:, file:...) is no link at all. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Null when a post's link must stay text. */
export function safeLinkTarget(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '') return null;
  // "/blog/x" and "#part", but not "//elsewhere.example", which is another site without a scheme.
  if ((trimmed.startsWith('/') && !trimmed.startsWith('//')) || trimmed.startsWith('#')) return trimmed;
  try {
    return SAFE_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}
