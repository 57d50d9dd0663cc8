import type { Result } from 'lighthouse';
import type { BenchReport } from './bench-report';
import { inFreshBrowser } from './fresh-browser';
import { lighthouseOn, type LighthouseRun, type RunSettings } from './lighthouse-run';
import { medianMs } from './medians';
import { cpuSlowdownFor, drift, LAB_CPU_SLOWDOWN, MAX_DRIFT } from './phone-calibration';
import { measureRun, readyAfterFcpMs, tbtMs, type RunMeasurement } from './route-metrics';
import { summariseRoute } from './route-summary';
import { formatKb, formatScore, formatSeconds } from './report-table';

export interface BenchTarget {
  siteUrl: string;
  routes: readonly string[];
  runs: number;
  stopped: () => boolean;
}

export type CalibratedTarget = BenchTarget & { cpuSlowdownMultiplier: number };

export interface MeasureOptions extends BenchTarget {
  /** False: only the warm-up and calibration (--only). */
  measurePages: boolean;
}

export interface Calibration {
  /** The median of the warm-up runs' benchmarkIndex. */
  hostIndex: number;
  cpuSlowdownMultiplier: number;
  /** Measured runs whose own benchmarkIndex strayed more than MAX_DRIFT from hostIndex. */
  driftedRuns: number;
}

export interface Measured {
  routes: BenchReport['routes'];
  /** For the version and settings the whole benchmark ran with. */
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

const measuredRun = <T>(
  url: string,
  settings: RunSettings,
  label: string,
  stopped: () => boolean,
  read: (run: LighthouseRun) => T,
): Promise<T> => inFreshBrowser(label, stopped, async (port) => read(await lighthouseOn(port, url, settings)));

/**
 * One unmeasured visit to each route, which also measures the host: the emulators answer their first
 * requests several times slower (Java and Node warming up), unlike production.
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
 * Each route `runs` times, one browser at a time: simulated throttling (scores, paints, bytes), then
 * DevTools' real throttling (answering presses, and the TBT the budget holds: budgets.ts).
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
