import { killChrome, launchChrome, lighthouseOn, type RunSettings } from './lighthouse-run';
import { median } from './medians';
import { retried } from './retried';
import { runMetrics } from './route-metrics';

/** The routes a visitor on a slow prepaid connection is most likely to open first. */
export const SLOW_NETWORK_ROUTES: readonly string[] = ['/', '/impact', '/donate', '/blog'];

/**
 * About 3G: 750 kbit/s down, 250 up, 300 ms RTT. DevTools' real throttling, not simulation: the second
 * visit is served by the service worker from its caches, which Lighthouse's simulation (Lantern) cannot
 * model (it would charge every request a round trip). DevTools' throttling works per request rather
 * than per packet, so its latency and throughput are adjusted by Lighthouse's own factors (3.75 and
 * 0.9, as in its mobileRegular3G preset) to stand for a 300 ms RTT and 750 kbit/s.
 */
export const SLOW_3G: NonNullable<RunSettings['network']> = {
  rttMs: 300,
  throughputKbps: 750,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 750 * 0.9,
  uploadThroughputKbps: 250 * 0.9,
};

export interface SlowNetworkRoute {
  path: string;
  /** Median LCP of first visits, whole ms. */
  lcpMs: number;
  /** Median LCP of second visits, with the service worker of the first installed. */
  warmLcpMs: number;
  runs: { lcpMs: number; warmLcpMs: number }[];
}

/** How long the first visit's service worker gets to install and precache before the second visit. */
const INSTALL_WAIT_MS = 5_000;

/**
 * Each route `runs` times in a fresh browser: a first visit (storage cleared by Lighthouse), then, in the
 * same browser, a second visit that keeps the service worker and its caches (disableStorageReset).
 */
export async function measureSlowNetwork(
  siteUrl: string,
  routes: readonly string[],
  runs: number,
  cpuSlowdownMultiplier: number,
  stopped: () => boolean,
): Promise<SlowNetworkRoute[]> {
  const settings: RunSettings = { cpuSlowdownMultiplier, throttlingMethod: 'devtools', network: SLOW_3G };
  const measured: SlowNetworkRoute[] = [];
  for (const path of routes) {
    const url = new URL(path, siteUrl).href;
    const pairs: SlowNetworkRoute['runs'] = [];
    for (let run = 1; run <= runs; run += 1) {
      const label = `${path} slow 3G ${run}/${runs}`;
      const pair = await retried(
        async () => {
          const chrome = await launchChrome();
          try {
            const first = runMetrics((await lighthouseOn(chrome.port, url, settings)).lhr);
            await new Promise((resolve) => setTimeout(resolve, INSTALL_WAIT_MS));
            const second = runMetrics((await lighthouseOn(chrome.port, url, { ...settings, keepStorage: true })).lhr);
            return { lcpMs: first.lcpMs, warmLcpMs: second.lcpMs };
          } finally {
            killChrome();
          }
        },
        label,
        stopped,
      );
      pairs.push(pair);
      console.log(`  ${label}: LCP ${pair.lcpMs} ms, second visit ${pair.warmLcpMs} ms`);
    }
    measured.push({
      path,
      lcpMs: Math.round(median(pairs.map((pair) => pair.lcpMs))),
      warmLcpMs: Math.round(median(pairs.map((pair) => pair.warmLcpMs))),
      runs: pairs,
    });
  }
  return measured;
}
