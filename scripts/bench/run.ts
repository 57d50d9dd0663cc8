import { join } from 'node:path';
import { onStopAsked } from '../stack/stop-asked';
import { REPO_ROOT, shownPath } from '../stack/repo-paths';
import { createStack } from '../stack/stack';
import { exitWithStackError, StackError } from '../stack/stack-error';
import type { BenchReport, PassResults } from './bench-report';
import { evaluateBudgets } from './budgets';
import { measureCaches } from './cache-sizes';
import { closeDataCostBrowser, measureDataCost } from './data-cost-pass';
import {
  isFullBenchmark,
  keepsLatestBecause,
  OptionsError,
  parseBenchOptions,
  runsPass,
  USAGE,
  type BenchOptions,
} from './cli-options';
import { killChrome } from './fresh-browser';
import { measureInteractions } from './interaction-pass';
import { describeSettings, measureRoutes } from './measure-routes';
import { budgetSummary, renderMarkdown } from './report-table';
import { measureSlowNetwork } from './slow-network-pass';
import { newestOwnReport, peerRatioLines, writeResults } from './results-files';

/**
 * `npm run bench [-- --runs 1 --routes /,/about]`: Lighthouse on every public route of dist/ on the
 * local stack; writes bench/results/ and exits 1 if a budget is missed. The stack is always stopped.
 */

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof OptionsError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { site, routes, runs } = options;
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const startedAt = new Date().toISOString();
const stack = createStack({ mode: 'hosting', retryCommand: 'npm run bench' });
let stopReason: string | undefined;

/** A stopped benchmark has no result. */
const interrupt = (reason: string): void => {
  if (stopReason) return;
  stopReason = reason;
  killChrome();
  void closeDataCostBrowser()
    .catch(() => undefined)
    .then(() => stack.stop())
    .then(() => exitWithStackError(new StackError(reason)));
};

onStopAsked('the benchmark', interrupt);

const benchmark = async (): Promise<BenchReport> => {
  // Another site (--site) has none of our caches or budgets.
  const caches = site === undefined ? measureCaches() : undefined;
  let siteUrl = site;
  if (siteUrl === undefined) {
    console.log('Starting the local stack on the built site...');
    siteUrl = await stack.start();
    void stack.unexpectedExit.then(interrupt);
  }
  console.log(`Measuring ${routes.length} routes at ${siteUrl}, ${runs} Lighthouse runs each...`);
  const stopped = (): boolean => stopReason !== undefined;
  const measured = await measureRoutes({ siteUrl, routes, runs, stopped }, runsPass(options, 'pages'));
  const target = { siteUrl, routes, runs, stopped, cpuSlowdownMultiplier: measured.calibration.cpuSlowdownMultiplier };
  // The passes after the page loads, on the calibrated phone; the data cost is of our own site only.
  const passes: PassResults = {
    dataCost: runsPass(options, 'pages') && site === undefined ? await measureDataCost(target) : undefined,
    interactions: runsPass(options, 'interactions') ? await measureInteractions(target) : undefined,
    slowNetwork: runsPass(options, 'slow-network') ? await measureSlowNetwork(target) : undefined,
  };
  const budgets = caches === undefined ? [] : evaluateBudgets(measured.routes, caches, passes);
  return {
    generatedAt: startedAt,
    lighthouseVersion: measured.sample.lighthouseVersion,
    userAgent: measured.sample.environment.hostUserAgent,
    settings: runsPass(options, 'pages') ? describeSettings(measured.sample) : 'no page loads measured (--only)',
    runsPerRoute: runs,
    calibration: measured.calibration,
    durationSeconds: Math.round((Date.now() - Date.parse(startedAt)) / 1000),
    routes: measured.routes,
    caches,
    ...passes,
    site,
    budgets,
    passed: budgets.every((budget) => budget.pass),
  };
};

let report: BenchReport;
try {
  report = await benchmark();
} catch (error) {
  // After an interrupt, interrupt() reports and exits.
  if (stopReason) await new Promise(() => undefined);
  await stack.stop();
  report = exitWithStackError(error);
}

if (site === undefined) console.log('Stopping the local stack...');
await stack.stop();
const peerComparison = (): string => {
  if (site === undefined) return '';
  const own = newestOwnReport(RESULTS_DIR);
  if (own === undefined)
    return '\n\nNo measurement of our own site with the interaction or 3G passes to compare with yet.';
  const lines = peerRatioLines(report, own);
  return lines.length === 0 ? '' : `\n\n${site} over our newest own measurement:\n\n${lines.join('\n')}`;
};
const markdown = (await renderMarkdown(report)) + peerComparison();
const keptBecause = keepsLatestBecause(isFullBenchmark(options), report.calibration.driftedRuns);
const files = writeResults(RESULTS_DIR, report, markdown, keptBecause === undefined);
console.log(`\n${markdown}\n`);
const minutes = Math.floor(report.durationSeconds / 60);
console.log(
  `Measured in ${minutes} min ${report.durationSeconds % 60} s; written to ${files.map(shownPath).join(', ')}.`,
);
if (keptBecause !== undefined) console.log(`latest.json and latest.md were left as they were: ${keptBecause}.`);
if (site === undefined) console.log(budgetSummary(report.budgets));
process.exit(report.passed ? 0 : 1);
