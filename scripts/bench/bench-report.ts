import type { BudgetResult, RouteSummary } from './budgets';
import type { CacheSizes } from './cache-sizes';
import type { DataCost } from './data-cost-pass';
import type { InteractionResult } from './interaction-pass';
import type { Calibration } from './measure-routes';
import type { SlowNetworkRoute } from './slow-network-pass';
import type { RunMeasurement } from './route-metrics';

/** What one `npm run bench` found; written as JSON to bench/results/ and rendered as tables. */
export interface BenchReport {
  generatedAt: string;
  lighthouseVersion: string;
  /** The browser Lighthouse drove, from its report. */
  userAgent: string;
  /** e.g. "mobile, simulate: 150 ms RTT, 1638 Kbit/s, 4x CPU slowdown". */
  settings: string;
  runsPerRoute: number;
  /** The phone the runs emulated on this machine. */
  calibration: Calibration;
  /** From starting the stack to the last Lighthouse run. */
  durationSeconds: number;
  routes: (RouteSummary & {
    runs: RunMeasurement[];
    /** Median, from the runs with real throttling; undefined when the page set no mark. */
    readyAfterFcpMs?: number | undefined;
  })[];
  /** Our build's service worker caches; absent when another site was measured (--site). */
  caches?: CacheSizes | undefined;
  /** A first visit's bytes with the service worker's (data-cost-pass.ts); absent for another site. */
  dataCost?: DataCost | undefined;
  /** INP of what a visitor does on a loaded page (interaction-pass.ts); absent when not measured. */
  interactions?: InteractionResult[] | undefined;
  /** First and second visits on about 3G (slow-network-pass.ts); absent when not measured. */
  slowNetwork?: SlowNetworkRoute[] | undefined;
  /** The site measured when it was not ours. */
  site?: string | undefined;
  budgets: BudgetResult[];
  passed: boolean;
}

/** What the passes after the page loads found (run.ts, LATER_PASSES). */
export type PassResults = Pick<BenchReport, 'dataCost' | 'interactions' | 'slowNetwork'>;
