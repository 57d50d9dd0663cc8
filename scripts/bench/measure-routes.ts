import type { Result } from 'lighthouse';
import type { BenchReport } from './bench-report';
import { inFreshBrowser } from './fresh-browser';
import { lighthouseOn, type LighthouseRun, type RunSettings } from './lighthouse-run';
import { medianMs } from './medians';
import { cpuSlowdownFor, drift, LAB_CPU_SLOWDOWN, MAX_DRIFT } from './phone-calibration';
import { measureRun, readyAfterFcpMs, tbtMs, type RunMeasurement } from './route-metrics';
import { summariseRoute } from './route-summary';
import { formatKb, formatScore, formatSeconds } from './report-table';

/** What every pass measures: which site, which routes, how many runs of each. */
export interface BenchTarget {
  siteUrl: string;
  routes: readonly string[];
  runs: number;
  /** Checked before every run: true once the benchmark is being stopped. */
  stopped: () => boolean;
}

/** The passes after the page loads run on the phone the warm-up calibrated. */
export type CalibratedTarget = BenchTarget & { cpuSlowdownMultiplier: number };

export interface MeasureOptions extends BenchTarget {
  /** False: only the warm-up and calibration, for passes that need the calibrated phone (--only). */
  measurePages: boolean;
}

/** How the runs emulated the phone, for the report. */
export interface Calibration {
  /** The host's benchmarkIndex: the median of the warm-up runs'. */
  hostIndex: number;
  cpuSlowdownMultiplier: number;
  /** Measured runs whose own benchmarkIndex strayed more than MAX_DRIFT from hostIndex. */
  driftedRuns: number;
}

export interface Measured {
  routes: BenchReport['routes'];
  /** The first report, for the version and settings the whole benchmark ran with. */
  sample: Result;
  calibration: Calibration;
}

const progress = (
  path: string,
  run: number,
  runs: number,
  { metrics, bytes, benchmarkIndex }: RunMeasurement,
): string =>
  `  ${path} run ${run}/${runs}: score ${formatScore(metrics.performance)}, LCP ${formatSeconds(metrics.lcpMs)}, ` +
  `TBT ${Math.round(metrics.tbtMs)} ms, JS ${formatKb(bytes.script)}, total ${formatKb(bytes.total)} ` +
  `(host index ${Math.round(benchmarkIndex)})`;

/** A Lighthouse run of `url` in a fresh browser and what `read` takes from it, made again if `read` throws. */
const measuredRun = <T>(
  url: string,
  settings: RunSettings,
  label: string,
  stopped: () => boolean,
  read: (run: LighthouseRun) => T,
): Promise<T> => inFreshBrowser(label, stopped, async (port) => read(await lighthouseOn(port, url, settings)));

/**
 * One unmeasured visit to each route first, which also measures the host. The local emulators
 * answer their first requests several times slower than later ones (Java and Node warming up: a
 * fresh Firestore emulator takes about 300 ms for the blog's first query and 20 ms afterwards), and
 * Lighthouse would count that against the page. Production Firestore and Hosting are always warm.
 */
async function warmUp(
  siteUrl: string,
  routes: readonly string[],
  stopped: () => boolean,
): Promise<{ calibration: Calibration; sample: Result }> {
  console.log('  Warming up the local stack and measuring this machine (one unmeasured visit per route)...');
  const indexes: number[] = [];
  let sample: Result | undefined;
  const lab: RunSettings = { cpuSlowdownMultiplier: LAB_CPU_SLOWDOWN, throttlingMethod: 'simulate' };
  for (const path of routes) {
    indexes.push(
      await measuredRun(new URL(path, siteUrl).href, lab, `${path} warm-up`, stopped, ({ lhr }) => {
        sample ??= lhr;
        return lhr.environment.benchmarkIndex;
      }),
    );
  }
  if (!sample) throw new Error('No route was measured.');
  const hostIndex = medianMs(indexes);
  const cpuSlowdownMultiplier = cpuSlowdownFor(hostIndex);
  console.log(
    `  This machine's benchmarkIndex: ${hostIndex} (median of ${indexes.length}). ` +
      `CPU slowdown ${cpuSlowdownMultiplier}x, to emulate a low-tier phone (benchmarkIndex 264).`,
  );
  return { calibration: { hostIndex, cpuSlowdownMultiplier, driftedRuns: 0 }, sample };
}

/**
 * Runs Lighthouse `runs` times on each route, one after another, never two browsers at once: first
 * with simulated throttling (the scores, paints and bytes), then with DevTools' real throttling, in
 * which the page's own mark says how long after its first paint it answers a press, and whose TBT is
 * the one the budget holds (budgets.ts, RouteSummary.realTbtMs).
 */
export async function measureRoutes({
  siteUrl,
  routes,
  runs,
  stopped,
  measurePages,
}: MeasureOptions): Promise<Measured> {
  const measured: BenchReport['routes'] = [];
  const warm = await warmUp(siteUrl, routes, stopped);
  const { calibration } = warm;
  let sample: Result | undefined;
  const { cpuSlowdownMultiplier } = calibration;
  for (const path of measurePages ? routes : []) {
    const url = new URL(path, siteUrl).href;
    const runsOfRoute: RunMeasurement[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const settings: RunSettings = { cpuSlowdownMultiplier, throttlingMethod: 'simulate' };
      const { lhr, measurement } = await measuredRun(url, settings, `${path} run ${run}/${runs}`, stopped, (done) => ({
        lhr: done.lhr,
        measurement: measureRun(done.lhr, done.requests),
      }));
      sample ??= lhr;
      if (drift(measurement.benchmarkIndex, calibration.hostIndex) > MAX_DRIFT) calibration.driftedRuns += 1;
      runsOfRoute.push(measurement);
      console.log(progress(path, run, runs, measurement));
    }
    const ready: number[] = [];
    const realTbt: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const settings: RunSettings = { cpuSlowdownMultiplier, throttlingMethod: 'devtools' };
      const { after, tbt } = await measuredRun(
        url,
        settings,
        `${path} real throttling ${run}/${runs}`,
        stopped,
        ({ lhr }) => ({ after: readyAfterFcpMs(lhr), tbt: tbtMs(lhr) }),
      );
      if (after !== undefined) ready.push(after);
      realTbt.push(tbt);
      console.log(
        `  ${path} real throttling ${run}/${runs}: ready ${after === undefined ? '?' : `${after} ms`} after FCP, ` +
          `TBT ${tbt} ms`,
      );
    }
    measured.push({
      ...summariseRoute(path, runsOfRoute, realTbt),
      readyAfterFcpMs: ready.length > 0 ? medianMs(ready) : undefined,
      runs: runsOfRoute,
    });
  }
  return { routes: measured, sample: sample ?? warm.sample, calibration };
}
