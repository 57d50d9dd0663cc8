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
  userAgent: string;
  settings: string;
  runsPerRoute: number;
  calibration: Calibration;
  durationSeconds: number;
  routes: (RouteSummary & {
    runs: RunMeasurement[];
    readyAfterFcpMs?: number | undefined;
  })[];
  /** Absent for another site (--site), as is dataCost; the passes are absent when not run. */
  caches?: CacheSizes | undefined;
  dataCost?: DataCost | undefined;
  interactions?: InteractionResult[] | undefined;
  slowNetwork?: SlowNetworkRoute[] | undefined;
  site?: string | undefined;
  budgets: BudgetResult[];
  passed: boolean;
}

export type PassResults = Pick<BenchReport, 'dataCost' | 'interactions' | 'slowNetwork'>;
