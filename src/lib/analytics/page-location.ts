/**
 * The address a page view reports. Analytics must never receive a gift's reference (whoever has it
 * can read the gift's receipt) or anything else a page keeps in its query for its own use, so those
 * pages report their path alone. Other pages keep their query: a campaign's utm_ tags live there.
 */
const PATHS_WITHOUT_QUERY = new Set(['/donate/success']);

export function analyticsPageLocation(href: string): string {
  const url = new URL(href);
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (PATHS_WITHOUT_QUERY.has(path)) {
    url.search = '';
  }
  url.hash = '';
  return url.href;
}
