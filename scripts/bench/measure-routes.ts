import type { Result } from 'lighthouse';
import type { BenchReport } from './bench-report';
import { runLighthouse, type LighthouseRun } from './lighthouse-run';
import { lcpElement, measureRun, type RunMeasurement } from './route-metrics';
import { summariseRoute } from './route-summary';
import { formatKb, formatScore, formatSeconds } from './report-table';

export interface MeasureOptions {
  siteUrl: string;
  routes: readonly string[];
  runs: number;
  /** Checked before every run: true once the benchmark is being stopped. */
  stopped: () => boolean;
  /** Called with every raw report, e.g. to keep it on disk. */
  onReport?: (path: string, run: number, lhr: Result) => void;
}

export interface Measured {
  routes: BenchReport['routes'];
  /** The first report, for the version and settings the whole benchmark ran with. */
  sample: Result;
}

const progress = (path: string, run: number, runs: number, { metrics, bytes }: RunMeasurement): string =>
  `  ${path} run ${run}/${runs}: score ${formatScore(metrics.performance)}, LCP ${formatSeconds(metrics.lcpMs)}, ` +
  `TBT ${Math.round(metrics.tbtMs)} ms, JS ${formatKb(bytes.script)}, total ${formatKb(bytes.total)}`;

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: it is, twice at most. */
const ATTEMPTS = 3;

async function runWithRetries(url: string, label: string, stopped: () => boolean): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    if (stopped()) throw new Error('The benchmark was stopped.');
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= ATTEMPTS || stopped()) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`  ${label}: ${reason} Trying again.`);
    }
  }
}

/**
 * One unmeasured visit to each route first. The local emulators answer their first requests several
 * times slower than later ones (Java and Node warming up: a fresh Firestore emulator takes about
 * 300 ms for the blog's first query and 20 ms afterwards), and Lighthouse would count that against the
 * page. Production Firestore and Hosting are always warm.
 */
async function warmUp(siteUrl: string, routes: readonly string[], stopped: () => boolean): Promise<void> {
  console.log('  Warming up the local stack (one unmeasured visit per route)...');
  for (const path of routes) await runWithRetries(new URL(path, siteUrl).href, `${path} warm-up`, stopped);
}

/** Runs Lighthouse `runs` times on each route, one after another, never two browsers at once. */
export async function measureRoutes({ siteUrl, routes, runs, stopped, onReport }: MeasureOptions): Promise<Measured> {
  const measured: BenchReport['routes'] = [];
  let sample: Result | undefined;
  await warmUp(siteUrl, routes, stopped);
  for (const path of routes) {
    const runsOfRoute: RunMeasurement[] = [];
    let element: string | undefined;
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, requests } = await runWithRetries(
        new URL(path, siteUrl).href,
        `${path} run ${run}/${runs}`,
        stopped,
      );
      sample ??= lhr;
      onReport?.(path, run, lhr);
      const measurement = measureRun(lhr, requests);
      element ??= lcpElement(lhr);
      runsOfRoute.push(measurement);
      console.log(progress(path, run, runs, measurement));
    }
    measured.push({ ...summariseRoute(path, runsOfRoute), runs: runsOfRoute, lcpElement: element });
  }
  if (!sample) throw new Error('No route was measured.');
  return { routes: measured, sample };
}
