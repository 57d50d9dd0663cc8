import { format } from 'prettier';
import type { BenchReport } from './bench-report';
import type { BudgetResult, BudgetUnit } from './budgets';
import type { RunMeasurement } from './route-metrics';
import { BYTE_COLUMNS } from './transfer-bytes';

type Column = { heading: string; align: 'left' | 'right' };

/** Padded by Prettier itself, so bench/results/latest.md passes `prettier --check`. */
export async function markdownTable(columns: readonly Column[], rows: readonly (readonly string[])[]): Promise<string> {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const divider = line(columns.map((column) => (column.align === 'right' ? '--:' : '---')));
  const table = [line(columns.map((column) => column.heading)), divider, ...rows.map(line)].join('\n');
  return (await format(table, { parser: 'markdown' })).trimEnd();
}

const thousands = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const formatMb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;
const formatMs = (ms: number): string => `${thousands.format(ms)} ms`;
export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const formatScore = (score: number): string => (Number.isInteger(score) ? String(score) : score.toFixed(1));
const formatShift = (cls: number): string => cls.toFixed(3);

const FORMAT: Readonly<Record<BudgetUnit, (value: number) => string>> = {
  score: formatScore,
  ms: formatMs,
  kilobytes: formatKb,
  shift: formatShift,
};

const right = (heading: string): Column => ({ heading, align: 'right' });
const left = (heading: string): Column => ({ heading, align: 'left' });
const ROUTE = left('Route');

/** A busy host only adds to a simulated run's TBT, so the least is closest to the page's own work. */
const leastTbt = (runs: readonly RunMeasurement[]): string =>
  runs.length === 0 ? '–' : formatMs(Math.min(...runs.map((run) => run.metrics.tbtMs)));

export const mediansTable = (report: Pick<BenchReport, 'routes'>): Promise<string> =>
  markdownTable(
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

export function calibrationLine({ calibration }: Pick<BenchReport, 'calibration'>): string {
  const { hostIndex, cpuSlowdownMultiplier, driftedRuns } = calibration;
  const phone = `Emulated phone: low-tier mobile (benchmarkIndex 264): this host's benchmarkIndex was ${hostIndex}, so the CPU was slowed down ${cpuSlowdownMultiplier}x`;
  const steadiness =
    driftedRuns === 0
      ? 'every run within 25 % of that speed'
      : `${driftedRuns} run${driftedRuns === 1 ? '' : 's'} more than 25 % off that speed (a busy machine: measure again)`;
  return `${phone}; ${steadiness}. "Answers presses after FCP": how long after its first contentful paint the app has taken the page over, measured with DevTools' real throttling on the same phone. "TBT, real throttling": the median TBT of those DevTools runs, the one the budget holds: the page really runs at the phone's speed, so React yields after 5 ms of the phone's time and a busy host's pauses count once. "TBT, simulated": Lighthouse's estimate from a run at the host's full speed, every task multiplied by the slowdown (each 5 ms slice React takes on the host counts as a 50-60 ms task); "Least simulated": its run with the least.`;
}

export const bytesTable = (report: Pick<BenchReport, 'routes'>): Promise<string> =>
  markdownTable(
    [ROUTE, ...['JS', 'CSS', 'Images', 'Fonts', 'HTML', 'Other', 'Headers', 'Total'].map(right)],
    report.routes.map(({ path, bytes }) => [path, ...BYTE_COLUMNS.map((column) => formatKb(bytes[column]))]),
  );

export async function dataCostTable({ dataCost }: Pick<BenchReport, 'dataCost'>): Promise<string> {
  if (dataCost === undefined) return '';
  return markdownTable(
    [ROUTE, ...['Page', 'Service worker', 'Total', 'Of which pictures', 'Headers'].map(right)],
    dataCost.routes.map(({ path, cost }) => [
      path,
      ...[cost.body - cost.byWorker, cost.byWorker, cost.body, cost.pictures, cost.headers].map(formatKb),
    ]),
  );
}

async function cachesTable({ caches }: Pick<BenchReport, 'caches'>): Promise<string> {
  if (caches === undefined) return '';
  return markdownTable(
    [left('Service worker cache'), right('Files'), right('Size')],
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

async function interactionsTable({ interactions }: Pick<BenchReport, 'interactions'>): Promise<string> {
  if (interactions === undefined || interactions.length === 0) return '';
  return markdownTable(
    [left('Interaction'), ROUTE, ...['INP', 'Delay / processing / presentation', 'Runs'].map(right)],
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

async function slowNetworkTable({ slowNetwork }: Pick<BenchReport, 'slowNetwork'>): Promise<string> {
  if (slowNetwork === undefined || slowNetwork.length === 0) return '';
  return markdownTable(
    [ROUTE, right('LCP, first visit'), right('LCP, second visit')],
    slowNetwork.map(({ path, lcpMs, warmLcpMs }) => [path, formatSeconds(lcpMs), formatSeconds(warmLcpMs)]),
  );
}

const INTERACTIONS_NOTE =
  "Interactions on a loaded page: each a Lighthouse timespan, in a fresh browser, with DevTools' real " +
  'throttling at the same CPU slowdown as the page loads, on a phone screen 390 px wide; INP is the slowest ' +
  "input of the timespan, the median of the runs; where the slowest input's time went, in the median run. " +
  'Budget: 200 ms.';

const SLOW_NETWORK_NOTE =
  "On about 3G (750 kbit/s down, 250 up, 300 ms RTT, DevTools' real throttling, the same CPU slowdown): " +
  'a first visit, then a second visit in the same browser with the service worker the first one installed. ' +
  'Budget: LCP of the first visit 3.5 s.';

/** docs/offline.md. */
export const OFFLINE_WITHOUT_SAVING =
  'Offline without saving anything: every public page opens with its text and layout (the precache above, ' +
  'and each page opened), the pictures the visitor has seen (the others show a box in their colour), the ' +
  'newest posts and every post opened, and the contact outbox. Videos only after a save.';

export function budgetLine(budget: BudgetResult): string {
  const mark = budget.pass ? '✅' : '❌';
  const where = budget.scope === 'every route' && budget.route ? ` (worst: ${budget.route})` : '';
  const comparison = `${budget.kind === 'max' ? '≤' : '≥'} ${FORMAT[budget.unit](budget.limit)}`;
  const missed =
    !budget.pass && budget.failingRoutes.length > 1 ? `; missed on ${budget.failingRoutes.join(', ')}` : '';
  return `- ${mark} ${budget.label}: ${FORMAT[budget.unit](budget.actual)}${where}, budget ${comparison}${missed}`;
}

export function budgetSummary(budgets: readonly BudgetResult[]): string {
  const failed = budgets.filter((budget) => !budget.pass);
  if (failed.length === 0) return `All ${budgets.length} budgets met.`;
  const named = failed.map((budget) =>
    budget.failingRoutes.length > 0 ? `${budget.label} (${budget.failingRoutes.join(', ')})` : budget.label,
  );
  return `${failed.length} of ${budgets.length} budgets missed: ${named.join('; ')}.`;
}

export async function renderMarkdown(report: BenchReport): Promise<string> {
  const runs = report.runsPerRoute === 1 ? '1 run' : `median of ${report.runsPerRoute} runs`;
  const parts = [
    `${report.site === undefined ? '' : `${report.site}: `}Lighthouse ${report.lighthouseVersion}, ${report.settings}; ${runs} per route, each a first visit in a new browser profile. Measured ${report.generatedAt}.`,
    calibrationLine(report),
    report.routes.length === 0 ? '' : await mediansTable(report),
    report.routes.length === 0
      ? ''
      : 'Transferred on a first visit: compressed body bytes by type, then the HTTP response headers, then everything ' +
        'received. Only what the page itself loads, not what the service worker then downloads into its caches.',
    report.routes.length === 0 ? '' : await bytesTable(report),
    report.dataCost === undefined
      ? ''
      : `What a first visit costs the visitor, the page and its service worker together (${report.dataCost.device}, ` +
        'unscrolled, until the network has been quiet 6 s or 30 s have passed; compressed bodies as Chromium ' +
        'received them, headers apart: see docs/offline.md). Budget: 500 KB of bodies.',
    await dataCostTable(report),
    report.interactions === undefined ? '' : INTERACTIONS_NOTE,
    await interactionsTable(report),
    report.slowNetwork === undefined ? '' : SLOW_NETWORK_NOTE,
    await slowNetworkTable(report),
    await cachesTable(report),
    report.caches === undefined ? '' : OFFLINE_WITHOUT_SAVING,
    report.budgets.length === 0 ? '' : 'Budgets:',
    report.budgets.map(budgetLine).join('\n'),
  ];
  return parts.filter((part) => part !== '').join('\n\n');
}
