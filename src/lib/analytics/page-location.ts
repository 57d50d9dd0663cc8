/** Never a gift's reference (it reads the receipt), so those pages report their path alone; others keep utm_ tags. */
const PATHS_WITHOUT_QUERY = new Set(['/donate/success']);

export function analyticsPageLocation(href: string): string {
  const url = new URL(href);
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (PATHS_WITHOUT_QUERY.has(path)) url.search = '';
  url.hash = '';
  return url.href;
}
