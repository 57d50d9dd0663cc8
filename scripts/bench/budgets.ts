import {
  FIRST_VISIT_BYTES,
  HOME_SCRIPT_BYTES_IN_BENCH,
  HOME_TRANSFER_BYTES,
  PRECACHE_BYTES,
} from '../build/byte-budgets';
import type { PassResults } from './bench-report';
import type { CacheSizes } from './cache-sizes';
import type { RunMetrics } from './route-metrics';
import type { TransferBytes } from './transfer-bytes';

/** The budgets on the emulated low-tier phone; the byte budgets are shared with the tests (scripts/build/byte-budgets.ts). */
export const BUDGETS = {
  homeScriptBytes: HOME_SCRIPT_BYTES_IN_BENCH,
  homeTransferBytes: HOME_TRANSFER_BYTES,
  minPerformance: 95,
  maxLcpMs: 2000,
  maxTbtMs: 200,
  maxCls: 0.01,
  /** web.dev's "good" INP. */
  maxInpMs: 200,
  maxSlowNetworkLcpMs: 3500,
  precacheBytes: PRECACHE_BYTES,
  firstVisitWithWorkerBytes: FIRST_VISIT_BYTES,
} as const;

/** 'kilobytes' are shown in KB of 1024 bytes. */
export type BudgetUnit = 'score' | 'ms' | 'kilobytes' | 'shift';
type Kind = 'max' | 'min';

export interface RouteSummary {
  path: string;
  medians: RunMetrics;
  bytes: TransferBytes;
  /**
   * Median TBT with DevTools' real throttling, the one the budget holds: simulated throttling multiplies
   * each 5 ms slice React yields after on the host into a 50-60 ms task the phone never runs (docs/performance.md).
   */
  realTbtMs: number;
}

export interface BudgetResult {
  label: string;
  /** For 'every route', `actual` is the worst route's. */
  scope: 'home' | 'every route' | 'site';
  unit: BudgetUnit;
  /** 'max': actual ≤ limit passes; 'min': actual ≥ limit passes. */
  kind: Kind;
  limit: number;
  actual: number;
  route?: string;
  failingRoutes: string[];
  pass: boolean;
}

const meets = (kind: Kind, actual: number, limit: number): boolean =>
  kind === 'max' ? actual <= limit : actual >= limit;

/** The budget `label` on each of `routes`: `value` of every one at most `limit` ('max') or at least it ('min'). */
function onEveryRoute<Route extends { path: string }>(
  routes: readonly Route[],
  label: string,
  limit: number,
  value: (route: Route) => number,
  unit: BudgetUnit = 'ms',
  kind: Kind = 'max',
): BudgetResult | undefined {
  const [first, ...rest] = routes;
  if (!first) return undefined;
  const worst = rest.reduce((found, route) => (meets(kind, value(route), value(found)) ? found : route), first);
  const failingRoutes = routes.filter((route) => !meets(kind, value(route), limit)).map((route) => route.path);
  return {
    label,
    scope: 'every route',
    unit,
    kind,
    limit,
    actual: value(worst),
    route: worst.path,
    failingRoutes,
    pass: failingRoutes.length === 0,
  };
}

/** Every budget the measured routes and passes allow checking (Home's only when Home was measured). */
export function evaluateBudgets(
  routes: readonly RouteSummary[],
  caches: CacheSizes,
  { dataCost, interactions = [], slowNetwork = [] }: PassResults = {},
): BudgetResult[] {
  const timed = interactions.flatMap(({ path, name, inpMs }) =>
    inpMs === undefined ? [] : [{ path: `${path} ${name}`, inpMs }],
  );
  const home = routes.filter((route) => route.path === '/');
  const kb = 'kilobytes';
  const onHome = (label: string, limit: number, value: (route: RouteSummary) => number): BudgetResult | undefined => {
    const result = onEveryRoute(home, label, limit, value, kb);
    return result && { ...result, scope: 'home' };
  };
  const results = [
    onHome('JavaScript on a first visit to Home', BUDGETS.homeScriptBytes, (route) => route.bytes.script),
    onHome('Total transfer of a first visit to Home', BUDGETS.homeTransferBytes, (route) => route.bytes.total),
    onEveryRoute(
      routes,
      'Performance score on every route',
      BUDGETS.minPerformance,
      (route) => route.medians.performance,
      'score',
      'min',
    ),
    onEveryRoute(routes, 'LCP on every route', BUDGETS.maxLcpMs, (route) => route.medians.lcpMs),
    onEveryRoute(routes, 'TBT with real throttling on every route', BUDGETS.maxTbtMs, (route) => route.realTbtMs),
    onEveryRoute(routes, 'CLS on every route', BUDGETS.maxCls, (route) => route.medians.cls, 'shift'),
    onEveryRoute(
      dataCost?.routes ?? [],
      'First visit with its service worker (compressed bodies)',
      BUDGETS.firstVisitWithWorkerBytes,
      (route) => route.cost.body,
      kb,
    ),
    onEveryRoute(timed, 'INP of every interaction', BUDGETS.maxInpMs, (interaction) => interaction.inpMs),
    onEveryRoute(slowNetwork, 'LCP of a first visit on about 3G', BUDGETS.maxSlowNetworkLcpMs, (route) => route.lcpMs),
  ];
  const precache: BudgetResult = {
    label: 'Precache (compressed)',
    scope: 'site',
    unit: 'kilobytes',
    kind: 'max',
    limit: BUDGETS.precacheBytes,
    actual: caches.precacheBytes,
    failingRoutes: [],
    pass: caches.precacheBytes <= BUDGETS.precacheBytes,
  };
  return [...results.filter((result) => result !== undefined), precache];
}
