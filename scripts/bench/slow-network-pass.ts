import { inFreshBrowser } from './fresh-browser';
import { lighthouseOn, type RunSettings } from './lighthouse-run';
import type { CalibratedTarget } from './measure-routes';
import { medianMs } from './medians';
import { runMetrics } from './route-metrics';

/** The routes a visitor on a slow prepaid connection is most likely to open first. */
export const SLOW_NETWORK_ROUTES: readonly string[] = ['/', '/impact', '/donate', '/blog'];

/**
 * About 3G, with DevTools' real throttling: Lantern cannot model a second visit served by the service
 * worker. DevTools throttles per request, so Lighthouse's own factors (its mobileRegular3G preset) adjust it.
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
  lcpMs: number;
  /** Second visits, with the service worker of the first installed. */
  warmLcpMs: number;
  runs: { lcpMs: number; warmLcpMs: number }[];
}

const INSTALL_WAIT_MS = 5_000;

/** A first visit, then in the same browser a second that keeps the service worker and its caches. */
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
