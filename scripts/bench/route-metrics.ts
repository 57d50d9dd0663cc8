import type { Result } from 'lighthouse';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { firstVisitTransfer, type NetworkRequestRow } from './transfer-bytes';

/** Performance is a score of 0–100. */
export const METRIC_KEYS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'] as const;
export type RunMetrics = Record<(typeof METRIC_KEYS)[number], number>;
export type RunMeasurement = ReturnType<typeof measureRun>;

const numericValue = (lhr: Result, auditId: string): number => {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse's report for ${lhr.finalDisplayedUrl} has no ${auditId}.`);
  return value;
};

export function runMetrics(lhr: Result): RunMetrics {
  const score = lhr.categories['performance']?.score;
  if (score === undefined || score === null) {
    throw new Error(`Lighthouse's report for ${lhr.finalDisplayedUrl} has no performance score.`);
  }
  return {
    performance: Math.round(score * 100),
    fcpMs: Math.round(numericValue(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(numericValue(lhr, 'largest-contentful-paint')),
    tbtMs: tbtMs(lhr),
    cls: Math.round(numericValue(lhr, 'cumulative-layout-shift') * 10_000) / 10_000,
    speedIndexMs: Math.round(numericValue(lhr, 'speed-index')),
  };
}

export function measureRun(lhr: Result, requests: readonly NetworkRequestRow[]) {
  const { bytes, requests: count, servedByWorker } = firstVisitTransfer(requests);
  return {
    metrics: runMetrics(lhr),
    bytes,
    requests: count,
    servedByWorker,
    // This machine's speed during the run; low values mean a busy machine.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const tbtMs = (lhr: Result): number => Math.round(numericValue(lhr, 'total-blocking-time'));

/** With real throttling: how long after FCP the app marked itself interactive; undefined without the mark. */
export function readyAfterFcpMs(lhr: Result): number | undefined {
  const timings = lhr.audits['user-timings']?.details;
  const metrics = lhr.audits['metrics']?.details;
  if (timings?.type !== 'table' || metrics?.type !== 'debugdata') return undefined;
  const mark = timings.items.find((item) => item['name'] === APP_INTERACTIVE_MARK && item['timingType'] === 'Mark');
  // Lighthouse types debug data as `any`: its values are checked below.
  const items = metrics['items'] as { observedFirstContentfulPaint?: unknown }[] | undefined;
  const observed = items?.[0]?.observedFirstContentfulPaint;
  const markTime: unknown = mark?.['startTime'];
  if (typeof markTime !== 'number' || typeof observed !== 'number') return undefined;
  return Math.max(0, Math.round(markTime - observed));
}
