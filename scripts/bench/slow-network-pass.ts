import { inFreshBrowser } from './fresh-browser';
import { lighthouseOn, type RunSettings } from './lighthouse-run';
import type { CalibratedTarget } from './measure-routes';
import { medianMs } from './medians';
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
 * Each of SLOW_NETWORK_ROUTES among the target's routes `runs` times in a fresh browser: a first visit
 * (storage cleared by Lighthouse), then, in the same browser, a second visit that keeps the service
 * worker and its caches (disableStorageReset).
 */
export async function measureSlowNetwork(target: CalibratedTarget): Promise<SlowNetworkRoute[]> {
  const { siteUrl, runs, cpuSlowdownMultiplier, stopped } = target;
  const routes = SLOW_NETWORK_ROUTES.filter((path) => target.routes.includes(path));
  console.log(`Loading ${routes.length} routes on about 3G, a first and a second visit...`);
  const settings: RunSettings = { cpuSlowdownMultiplier, throttlingMethod: 'devtools', network: SLOW_3G };
  const measured: SlowNetworkRoute[] = [];
  for (const path of routes) {
    const url = new URL(path, siteUrl).href;
    const pairs: SlowNetworkRoute['runs'] = [];
    for (let run = 1; run <= runs; run += 1) {
      const label = `${path} slow 3G ${run}/${runs}`;
      const pair = await inFreshBrowser(label, stopped, async (port) => {
        const first = runMetrics((await lighthouseOn(port, url, settings)).lhr);
        await new Promise((resolve) => setTimeout(resolve, INSTALL_WAIT_MS));
        const second = runMetrics((await lighthouseOn(port, url, { ...settings, keepStorage: true })).lhr);
        return { lcpMs: first.lcpMs, warmLcpMs: second.lcpMs };
      });
      pairs.push(pair);
      console.log(`  ${label}: LCP ${pair.lcpMs} ms, second visit ${pair.warmLcpMs} ms`);
    }
    const lcpMs = medianMs(pairs.map((pair) => pair.lcpMs));
    measured.push({ path, lcpMs, warmLcpMs: medianMs(pairs.map((pair) => pair.warmLcpMs)), runs: pairs });
  }
  return measured;
}
