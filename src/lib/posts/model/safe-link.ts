/** Schemes a link in a post may use; everything else (javascript:, data:, file:...) is no link at all. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address a post's link may lead to, or null when it must stay text. A path or fragment of the
 * site itself is kept as written.
 */
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
