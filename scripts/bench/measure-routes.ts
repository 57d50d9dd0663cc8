import type { Result } from 'lighthouse';
import type { BenchReport } from './bench-report';
import { inFreshBrowser, inFreshBrowsers, lighthouseOn } from './fresh-browser';
import { medianMs, medianOfEach, medianRun } from './medians';
import { cpuSlowdownFor, drift, LAB_CPU_SLOWDOWN, MAX_DRIFT } from './phone-calibration';
import { measureRun, METRIC_KEYS, readyAfterFcpMs, tbtMs, type RunMeasurement } from './route-metrics';
import { formatKb, formatScore, formatSeconds } from './report-table';

export interface BenchTarget {
  siteUrl: string;
  routes: readonly string[];
  runs: number;
  stopped: () => boolean;
}

export type CalibratedTarget = BenchTarget & { cpuSlowdownMultiplier: number };

export interface Calibration {
  /** The median of the warm-up runs' benchmarkIndex. */
  hostIndex: number;
  cpuSlowdownMultiplier: number;
  /** Measured runs kept though their benchmarkIndex strayed more than MAX_DRIFT from hostIndex (keepIfCalibrated). */
  driftedRuns: number;
}

const progress = ({ metrics, bytes, benchmarkIndex }: RunMeasurement): string =>
  `score ${formatScore(metrics.performance)}, LCP ${formatSeconds(metrics.lcpMs)}, ` +
  `TBT ${Math.round(metrics.tbtMs)} ms, JS ${formatKb(bytes.script)}, total ${formatKb(bytes.total)} ` +
  `(host index ${Math.round(benchmarkIndex)})`;

/**
 * A run while the host was more than MAX_DRIFT off its calibrated speed emulated another phone (a busy
 * host stretches every task ten times over): it is made again, and kept, counted as drifted, only on the last try.
 */
function keepIfCalibrated(lhr: Result, hostIndex: number, lastTry: boolean): number {
  const index = lhr.environment.benchmarkIndex;
  if (!lastTry && drift(index, hostIndex) > MAX_DRIFT) {
    throw new Error(`The host ran at benchmarkIndex ${Math.round(index)}, more than 25 % off ${hostIndex}.`);
  }
  return index;
}

/**
 * One unmeasured visit to each route, which also measures the host: the emulators answer their first
 * requests several times slower (Java and Node warming up), unlike production.
 */
async function warmUp({ siteUrl, routes, stopped }: BenchTarget) {
  console.log('  Warming up the local stack and measuring this machine (one unmeasured visit per route)...');
  const lab = { cpuSlowdownMultiplier: LAB_CPU_SLOWDOWN, throttlingMethod: 'simulate' } as const;
  const reports: Result[] = [];
  for (const path of routes) {
    const url = new URL(path, siteUrl).href;
    reports.push(
      await inFreshBrowser(`${path} warm-up`, stopped, async (port) => (await lighthouseOn(port, url, lab)).lhr),
    );
  }
  const [sample] = reports;
  if (!sample) throw new Error('No route was measured.');
  const hostIndex = medianMs(reports.map((lhr) => lhr.environment.benchmarkIndex));
  const cpuSlowdownMultiplier = cpuSlowdownFor(hostIndex);
  console.log(
    `  This machine's benchmarkIndex: ${hostIndex} (median of ${reports.length}). ` +
      `CPU slowdown ${cpuSlowdownMultiplier}x, to emulate a low-tier phone (benchmarkIndex 264).`,
  );
  return { calibration: { hostIndex, cpuSlowdownMultiplier, driftedRuns: 0 }, sample };
}

/**
 * Each route `runs` times, one browser at a time: simulated throttling (scores, paints, bytes), then
 * DevTools' real throttling (answering presses, and the TBT the budget holds: budgets.ts).
 */
export async function measureRoutes(target: BenchTarget, measurePages: boolean) {
  const warm = await warmUp(target);
  const { calibration } = warm;
  const { cpuSlowdownMultiplier, hostIndex } = calibration;
  const simulated = { cpuSlowdownMultiplier, throttlingMethod: 'simulate' } as const;
  const real = { cpuSlowdownMultiplier, throttlingMethod: 'devtools' } as const;
  const routes: BenchReport['routes'] = [];
  // A measured run's report gives the Lighthouse version and settings (the warm-up's had the lab slowdown).
  let sample: Result | undefined;
  for (const path of measurePages ? target.routes : []) {
    const url = new URL(path, target.siteUrl).href;
    const runs = await inFreshBrowsers(
      target,
      `${path} run`,
      async (port, lastTry) => {
        const { lhr, requests } = await lighthouseOn(port, url, simulated);
        keepIfCalibrated(lhr, hostIndex, lastTry);
        const measurement = measureRun(lhr, requests);
        sample ??= lhr;
        return measurement;
      },
      progress,
    );
    const realRuns = await inFreshBrowsers(
      target,
      `${path} real throttling`,
      async (port, lastTry) => {
        const { lhr } = await lighthouseOn(port, url, real);
        return {
          after: readyAfterFcpMs(lhr),
          tbt: tbtMs(lhr),
          benchmarkIndex: keepIfCalibrated(lhr, hostIndex, lastTry),
        };
      },
      ({ after, tbt }) => `ready ${after === undefined ? '?' : `${after} ms`} after FCP, TBT ${tbt} ms`,
    );
    calibration.driftedRuns += [...runs, ...realRuns].filter(
      (run) => drift(run.benchmarkIndex, hostIndex) > MAX_DRIFT,
    ).length;
    const ready = realRuns.flatMap(({ after }) => (after === undefined ? [] : [after]));
    routes.push({
      path,
      medians: medianOfEach(
        runs.map((run) => run.metrics),
        METRIC_KEYS,
      ),
      // Bytes come whole from the run with the median total, so the types add up.
      bytes: medianRun(runs, (run) => run.bytes.total).bytes,
      realTbtMs: medianMs(realRuns.map(({ tbt }) => tbt)),
      readyAfterFcpMs: ready.length > 0 ? medianMs(ready) : undefined,
      runs,
    });
  }
  return { routes, sample: sample ?? warm.sample, calibration };
}

/** "mobile defaults, simulated throttling (150 ms RTT, 1638 Kbit/s, 4x CPU slowdown)", from a report's settings. */
export function describeSettings({ configSettings }: Pick<Result, 'configSettings'>): string {
  const { formFactor, throttlingMethod, throttling } = configSettings;
  const network = `${throttling.rttMs} ms RTT, ${Math.round(throttling.throughputKbps)} Kbit/s`;
  const method = throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod;
  return `${formFactor} defaults, ${method} throttling (${network}, ${throttling.cpuSlowdownMultiplier}x CPU slowdown)`;
}
