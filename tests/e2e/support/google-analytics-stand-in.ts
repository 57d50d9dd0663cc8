import type { BrowserContext, Request, Route } from '@playwright/test';

/**
 * Google's analytics servers have no local form, so these routes answer for them, at their real
 * addresses: the browser still applies the site's Content-Security-Policy to every request first,
 * so a host the policy forgot is refused (and reported) before it ever reaches a route here.
 *
 * - firebase.googleapis.com: the app's analytics configuration;
 * - firebaseinstallations.googleapis.com: the installation id Firebase Analytics asks for first;
 * - www.googletagmanager.com/gtag/js: a stand-in for Google's tag, written here, which reads the
 *   dataLayer the way gtag.js does and sends each page view and event as a beacon to
 *   region1.google-analytics.com/g/collect, the endpoint gtag.js uses;
 * - *.google-analytics.com and *.analytics.google.com: the collector, which records each hit.
 */

export const GOOGLE_ANALYTICS_HOSTS =
  /^https:\/\/(?:[a-z0-9-]+\.)*(?:googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase\.googleapis\.com|firebaseinstallations\.googleapis\.com)\//;

const GTAG_STAND_IN = `(function () {
  var script = document.currentScript;
  var params = new URL(script ? script.src : location.href).searchParams;
  var layerName = params.get('l') || 'dataLayer';
  var layer = (window[layerName] = window[layerName] || []);
  var clientId = Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000);
  function hit(measurementId, eventName, location_) {
    var url = 'https://region1.google-analytics.com/g/collect?v=2&tid=' + encodeURIComponent(measurementId) +
      '&cid=' + clientId + '&en=' + encodeURIComponent(eventName) + '&dl=' + encodeURIComponent(location_ || location.href);
    navigator.sendBeacon(url);
  }
  function handle(command) {
    if (!command || typeof command.length !== 'number') return;
    if (command[0] === 'config' && !(command[2] && command[2].send_page_view === false)) hit(command[1], 'page_view');
    // Like gtag.js, an event's own page_location is the address it reports.
    if (command[0] === 'event') hit((command[2] && command[2].send_to) || '', command[1], command[2] && command[2].page_location);
  }
  for (var i = 0; i < layer.length; i += 1) handle(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j += 1) handle(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
`;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export interface AnalyticsTraffic {
  /** Every request that reached Google's hosts, in order. */
  requests: string[];
  /** The hits the collector received: measurement id and event name. */
  hits: { measurementId: string; event: string }[];
}

function answer(route: Route, request: Request, measurementId: string, traffic: AnalyticsTraffic): Promise<void> {
  const url = new URL(request.url());
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  if (url.hostname === 'firebase.googleapis.com') {
    const appId = /\/apps\/([^/]+)\/webConfig/.exec(url.pathname)?.[1] ?? '';
    return route.fulfill({ status: 200, headers: CORS, json: { projectId: 'demo-charity', appId, measurementId } });
  }
  if (url.hostname === 'firebaseinstallations.googleapis.com') {
    const fid = 'cFakeFidForTests0000001';
    return route.fulfill({
      status: 200,
      headers: CORS,
      json: {
        name: `${url.pathname.replace(/^\/v1\//, '')}/${fid}`,
        fid,
        refreshToken: 'refresh-token',
        authToken: { token: 'auth-token', expiresIn: '604800s' },
      },
    });
  }
  if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STAND_IN });
  }
  if (url.pathname.endsWith('/collect')) {
    traffic.hits.push({ measurementId: url.searchParams.get('tid') ?? '', event: url.searchParams.get('en') ?? '' });
    return route.fulfill({ status: 204, headers: CORS });
  }
  return route.fulfill({ status: 404, headers: CORS });
}

/** Answers for Google's analytics hosts in this browser context and records what reached them. */
export async function standInForGoogleAnalytics(
  context: BrowserContext,
  measurementId: string,
): Promise<AnalyticsTraffic> {
  const traffic: AnalyticsTraffic = { requests: [], hits: [] };
  await context.route(GOOGLE_ANALYTICS_HOSTS, (route, request) => {
    traffic.requests.push(`${request.method()} ${request.url()}`);
    return answer(route, request, measurementId, traffic);
  });
  return traffic;
}
