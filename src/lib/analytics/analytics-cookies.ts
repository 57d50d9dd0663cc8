/** Google's tag keeps its visitor identifier in _ga cookies on the widest domain it can; withdrawing consent deletes them. */
const ANALYTICS_COOKIE = /^_ga(_|$)/;

/** This host and each parent domain: a cookie is only removed with the domain it was set for. */
function domainsOf(hostname: string): (string | undefined)[] {
  const parts = hostname.split('.');
  const parents = parts.slice(0, -1).map((_, index) => parts.slice(index).join('.'));
  return [undefined, ...parents];
}

export function clearAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names) {
    for (const domain of domainsOf(window.location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain === undefined ? '' : `; Domain=${domain}`}`;
    }
  }
}
