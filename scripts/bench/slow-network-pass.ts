import { setTimeout } from 'node:timers/promises';
import { inFreshBrowsers, lighthouseOn, type RunSettings } from './fresh-browser';
import type { CalibratedTarget } from './measure-routes';
import { medianMs } from './medians';
import { runMetrics } from './route-metrics';

/** The routes a visitor on a slow prepaid connection is most likely to open first. */
const SLOW_NETWORK_ROUTES: readonly string[] = ['/', '/impact', '/donate', '/blog'];

/**
 * About 3G, with DevTools' real throttling: Lantern cannot model a second visit served by the service
 * worker. DevTools throttles per request, so Lighthouse's own factors (its mobileRegular3G preset) adjust it.
 */
const SLOW_3G: RunSettings['network'] = {
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
  const routes = SLOW_NETWORK_ROUTES.filter((path) => target.routes.includes(path));
  console.log(`Loading ${routes.length} routes on about 3G, a first and a second visit...`);
  const { cpuSlowdownMultiplier } = target;
  const settings = { cpuSlowdownMultiplier, throttlingMethod: 'devtools', network: SLOW_3G } as const;
  const measured: SlowNetworkRoute[] = [];
  for (const path of routes) {
    const url = new URL(path, target.siteUrl).href;
    const lcpOn = async (port: number, keepStorage: boolean): Promise<number> =>
      runMetrics((await lighthouseOn(port, url, { ...settings, keepStorage })).lhr).lcpMs;
    const runs = await inFreshBrowsers(
      target,
      `${path} slow 3G`,
      async (port) => {
        const lcpMs = await lcpOn(port, false);
        await setTimeout(INSTALL_WAIT_MS);
        return { lcpMs, warmLcpMs: await lcpOn(port, true) };
      },
      (pair) => `LCP ${pair.lcpMs} ms, second visit ${pair.warmLcpMs} ms`,
    );
    const lcpMs = medianMs(runs.map((pair) => pair.lcpMs));
    measured.push({ path, lcpMs, warmLcpMs: medianMs(runs.map((pair) => pair.warmLcpMs)), runs });
  }
  return measured;
}
