import type { BenchReport } from './bench-report';
import type { BudgetResult, BudgetUnit } from './budgets';
import type { RunMeasurement } from './route-metrics';
import { BYTE_TYPES } from './transfer-bytes';

type Align = 'left' | 'right';
type Column = { heading: string; align: Align };

const pad = (text: string, width: number, align: Align): string =>
  align === 'left' ? text.padEnd(width) : text.padStart(width);

/** Padded the way Prettier pads a table, so bench/results/latest.md passes `prettier --check`. */
export function markdownTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) =>
    Math.max(3, column.heading.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    `| ${columns.map((column, index) => pad(cells[index] ?? '', widths[index] ?? 3, column.align)).join(' | ')} |`;
  const divider = `| ${columns
    .map((column, index) => {
      const width = widths[index] ?? 3;
      return column.align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
    })
    .join(' | ')} |`;
  return [line(columns.map((column) => column.heading)), divider, ...rows.map(line)].join('\n');
}

const thousands = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
/** MB of 1,000,000 bytes, the unit of the precache budget (3,000,000 bytes). */
export const formatMb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;
export const formatMs = (ms: number): string => `${thousands.format(ms)} ms`;
export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const formatScore = (score: number): string => (Number.isInteger(score) ? String(score) : score.toFixed(1));
export const formatShift = (cls: number): string => cls.toFixed(3);

const FORMAT: Readonly<Record<BudgetUnit, (value: number) => string>> = {
  score: formatScore,
  ms: formatMs,
  kilobytes: formatKb,
  megabytes: formatMb,
  shift: formatShift,
};

const right = (heading: string): Column => ({ heading, align: 'right' });
const ROUTE: Column = { heading: 'Route', align: 'left' };

/** A busy host only adds to a simulated run's TBT, so the least is closest to the page's own work. */
const leastTbt = (runs: readonly RunMeasurement[]): string =>
  runs.length === 0 ? '–' : formatMs(Math.min(...runs.map((run) => run.metrics.tbtMs)));

export function mediansTable(report: Pick<BenchReport, 'routes'>): string {
  return markdownTable(
    [
      ROUTE,
      ...['Score', 'FCP', 'LCP', 'TBT, real throttling', 'TBT, simulated', 'Least simulated', 'CLS'].map(right),
      ...['Speed Index', 'Answers presses after FCP'].map(right),
    ],
    report.routes.map(({ path, medians, readyAfterFcpMs, realTbtMs, runs }) => [
      path,
      formatScore(medians.performance),
      formatSeconds(medians.fcpMs),
      formatSeconds(medians.lcpMs),
      formatMs(realTbtMs),
      formatMs(medians.tbtMs),
      leastTbt(runs),
      formatShift(medians.cls),
      formatSeconds(medians.speedIndexMs),
      readyAfterFcpMs === undefined ? '–' : formatSeconds(readyAfterFcpMs),
    ]),
  );
}

export function calibrationLine({ calibration }: Pick<BenchReport, 'calibration'>): string {
  const { hostIndex, cpuSlowdownMultiplier, driftedRuns } = calibration;
  const phone = `Emulated phone: low-tier mobile (benchmarkIndex 264): this host's benchmarkIndex was ${hostIndex}, so the CPU was slowed down ${cpuSlowdownMultiplier}x`;
  const steadiness =
    driftedRuns === 0
      ? 'every run within 25 % of that speed'
      : `${driftedRuns} run${driftedRuns === 1 ? '' : 's'} more than 25 % off that speed (a busy machine: measure again)`;
  return `${phone}; ${steadiness}. "Answers presses after FCP": how long after its first contentful paint the app has taken the page over, measured with DevTools' real throttling on the same phone. "TBT, real throttling": the median TBT of those DevTools runs, the one the budget holds: the page really runs at the phone's speed, so React yields after 5 ms of the phone's time and a busy host's pauses count once. "TBT, simulated": Lighthouse's estimate from a run at the host's full speed, every task multiplied by the slowdown (each 5 ms slice React takes on the host counts as a 50-60 ms task); "Least simulated": its run with the least.`;
}

const BYTE_COLUMNS = [...BYTE_TYPES, 'headers', 'total'] as const;

export function bytesTable(report: Pick<BenchReport, 'routes'>): string {
  return markdownTable(
    [ROUTE, ...['JS', 'CSS', 'Images', 'Fonts', 'HTML', 'Other', 'Headers', 'Total'].map(right)],
    report.routes.map(({ path, bytes }) => [path, ...BYTE_COLUMNS.map((column) => formatKb(bytes[column]))]),
  );
}

export function dataCostTable({ dataCost }: Pick<BenchReport, 'dataCost'>): string {
  if (dataCost === undefined) return '';
  return markdownTable(
    [ROUTE, right('Page'), right('Service worker'), right('Total'), right('Of which pictures'), right('Headers')],
    dataCost.routes.map(({ path, cost }) => [
      path,
      formatKb(cost.body - cost.byWorker),
      formatKb(cost.byWorker),
      formatKb(cost.body),
      formatKb(cost.pictures),
      formatKb(cost.headers),
    ]),
  );
}

export function cachesTable({ caches }: Pick<BenchReport, 'caches'>): string {
  if (caches === undefined) return '';
  return markdownTable(
    [{ heading: 'Service worker cache', align: 'left' }, right('Files'), right('Size')],
    [
      [
        'Precache on a first visit (app code and shells, compressed)',
        String(caches.precacheFiles),
        formatKb(caches.precacheBytes),
      ],
      [
        'Videos in Save for offline (only when the visitor asks)',
        String(caches.videoFiles),
        formatMb(caches.videoCacheBytes),
      ],
      [
        'A full offline save (Save for offline: a copy of every picture, every video)',
        String(caches.offlineSaveFiles),
        formatMb(caches.offlineSaveBytes),
      ],
    ],
  );
}

export function interactionsTable({ interactions }: Pick<BenchReport, 'interactions'>): string {
  if (interactions === undefined || interactions.length === 0) return '';
  return markdownTable(
    [
      { heading: 'Interaction', align: 'left' },
      ROUTE,
      ...['INP', 'Delay / processing / presentation', 'Runs'].map(right),
    ],
    interactions.map(({ name, path, inpMs, runs, missing, breakdown }) => [
      name,
      path,
      inpMs === undefined ? '–' : formatMs(inpMs),
      breakdown === undefined
        ? '–'
        : [breakdown.inputDelayMs, breakdown.processingMs, breakdown.presentationMs].map(formatMs).join(' / '),
      missing === undefined ? runs.map(formatMs).join(', ') : `skipped: ${missing}`,
    ]),
  );
}

export const INTERACTIONS_NOTE =
  "Interactions on a loaded page: each a Lighthouse timespan, in a fresh browser, with DevTools' real " +
  'throttling at the same CPU slowdown as the page loads, on a phone screen 390 px wide; INP is the slowest ' +
  "input of the timespan, the median of the runs; where the slowest input's time went, in the median run. " +
  'Budget: 200 ms.';

export function slowNetworkTable({ slowNetwork }: Pick<BenchReport, 'slowNetwork'>): string {
  if (slowNetwork === undefined || slowNetwork.length === 0) return '';
  return markdownTable(
    [ROUTE, right('LCP, first visit'), right('LCP, second visit')],
    slowNetwork.map(({ path, lcpMs, warmLcpMs }) => [path, formatSeconds(lcpMs), formatSeconds(warmLcpMs)]),
  );
}

export const SLOW_NETWORK_NOTE =
  "On about 3G (750 kbit/s down, 250 up, 300 ms RTT, DevTools' real throttling, the same CPU slowdown): " +
  'a first visit, then a second visit in the same browser with the service worker the first one installed. ' +
  'Budget: LCP of the first visit 3.5 s.';

/** docs/offline.md. */
export const OFFLINE_WITHOUT_SAVING =
  'Offline without saving anything: every public page opens with its text and layout (the precache above, ' +
  'and each page opened), the pictures the visitor has seen (the others show a box in their colour), the ' +
  'newest posts and every post opened, and the contact outbox. Videos only after a save.';

const comparison = (budget: BudgetResult): string =>
  `${budget.kind === 'max' ? '≤' : '≥'} ${FORMAT[budget.unit](budget.limit)}`;

export function budgetLine(budget: BudgetResult): string {
  const mark = budget.pass ? '✅' : '❌';
  const where = budget.scope === 'every route' && budget.route ? ` (worst: ${budget.route})` : '';
  const missed = budget.pass
    ? ''
    : budget.failingRoutes.length > 1
      ? `; missed on ${budget.failingRoutes.join(', ')}`
      : '';
  return `- ${mark} ${budget.label}: ${FORMAT[budget.unit](budget.actual)}${where}, budget ${comparison(budget)}${missed}`;
}

export function budgetSummary(budgets: readonly BudgetResult[]): string {
  const failed = budgets.filter((budget) => !budget.pass);
  if (failed.length === 0) return `All ${budgets.length} budgets met.`;
  const named = failed.map((budget) =>
    budget.failingRoutes.length > 0 ? `${budget.label} (${budget.failingRoutes.join(', ')})` : budget.label,
  );
  return `${failed.length} of ${budgets.length} budgets missed: ${named.join('; ')}.`;
}

export function renderMarkdown(report: BenchReport): string {
  const runs = report.runsPerRoute === 1 ? '1 run' : `median of ${report.runsPerRoute} runs`;
  return [
    `${report.site === undefined ? '' : `${report.site}: `}Lighthouse ${report.lighthouseVersion}, ${report.settings}; ${runs} per route, each a first visit in a new browser profile. Measured ${report.generatedAt}.`,
    calibrationLine(report),
    report.routes.length === 0 ? '' : mediansTable(report),
    report.routes.length === 0
      ? ''
      : 'Transferred on a first visit: compressed body bytes by type, then the HTTP response headers, then everything ' +
        'received. Only what the page itself loads, not what the service worker then downloads into its caches.',
    report.routes.length === 0 ? '' : bytesTable(report),
    report.dataCost === undefined
      ? ''
      : `What a first visit costs the visitor, the page and its service worker together (${report.dataCost.device}, ` +
        'unscrolled, until the network has been quiet 6 s or 30 s have passed; compressed bodies as Chromium ' +
        'received them, headers apart: see docs/offline.md). Budget: 500 KB of bodies.',
    dataCostTable(report),
    report.interactions === undefined ? '' : INTERACTIONS_NOTE,
    interactionsTable(report),
    report.slowNetwork === undefined ? '' : SLOW_NETWORK_NOTE,
    slowNetworkTable(report),
    cachesTable(report),
    report.caches === undefined ? '' : OFFLINE_WITHOUT_SAVING,
    report.budgets.length === 0 ? '' : 'Budgets:',
    report.budgets.map(budgetLine).join('\n'),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
}
