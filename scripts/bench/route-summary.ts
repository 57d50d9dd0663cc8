import type { Result } from 'lighthouse';
import type { RouteSummary } from './budgets';
import { medianMs, medianOfEach, medianRun } from './medians';
import { METRIC_KEYS, type RunMeasurement } from './route-metrics';

/** Metrics are medians field by field; bytes come whole from the run with the median total, so types add up. */
export function summariseRoute(
  path: string,
  runs: readonly RunMeasurement[],
  realTbtRuns: readonly number[],
): RouteSummary {
  return {
    path,
    medians: medianOfEach(
      runs.map((run) => run.metrics),
      METRIC_KEYS,
    ),
    bytes: medianRun(runs, (run) => run.bytes.total).bytes,
    realTbtMs: medianMs(realTbtRuns),
  };
}

/** "mobile defaults, simulated throttling (150 ms RTT, 1638 Kbit/s, 4x CPU slowdown)", from a report's settings. */
export function describeSettings({ configSettings }: Pick<Result, 'configSettings'>): string {
  const { formFactor, throttlingMethod, throttling } = configSettings;
  const network = `${throttling.rttMs} ms RTT, ${Math.round(throttling.throughputKbps)} Kbit/s`;
  const method = throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod;
  return `${formFactor} defaults, ${method} throttling (${network}, ${throttling.cpuSlowdownMultiplier}x CPU slowdown)`;
}
