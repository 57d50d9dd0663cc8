import { describe, expect, it } from 'vitest';
import { BUDGETS, evaluateBudgets, type BudgetResult, type RouteSummary } from './budgets';
import type { CacheSizes } from './cache-sizes';
import type { DataCost } from './data-cost-pass';
import { emptyBytes } from './transfer-bytes';

const route = (
  path: string,
  changes: Partial<RouteSummary['medians']> = {},
  script = 100 * 1024,
  realTbtMs = 20,
): RouteSummary => ({
  path,
  medians: { performance: 99, fcpMs: 900, lcpMs: 1200, tbtMs: 20, cls: 0.001, speedIndexMs: 1100, ...changes },
  bytes: { ...emptyBytes(), script, total: script + 150 * 1024 },
  realTbtMs,
});

const caches: CacheSizes = {
  precacheBytes: 250_000,
  precacheFiles: 60,
  videoCacheBytes: 9_000_000,
  videoFiles: 14,
  offlineSaveBytes: 12_000_000,
  offlineSaveFiles: 86,
};

const visit = (path: string, body: number): DataCost['routes'][number] => ({
  path,
  cost: { body, byWorker: 100 * 1024, pictures: 50 * 1024, headers: 90 * 1024, responses: 60 },
});

const byLabel = (results: BudgetResult[], start: string): BudgetResult => {
  const found = results.find((result) => result.label.startsWith(start));
  if (!found) throw new Error(`No budget starts with "${start}"`);
  return found;
};

describe('evaluateBudgets', () => {
  it('passes every budget for a fast site', () => {
    const results = evaluateBudgets([route('/'), route('/about')], caches);
    expect(results.map((result) => result.label)).toEqual([
      'JavaScript on a first visit to Home',
      'Total transfer of a first visit to Home',
      'Performance score on every route',
      'LCP on every route',
      'TBT with real throttling on every route',
      'CLS on every route',
      'Precache (compressed)',
    ]);
    expect(results.every((result) => result.pass)).toBe(true);
  });

  it('allows Home exactly its budget of JavaScript, and not a byte more', () => {
    const limit = Math.floor(BUDGETS.homeScriptBytes);
    expect(byLabel(evaluateBudgets([route('/', {}, limit)], caches), 'JavaScript').pass).toBe(true);
    const over = byLabel(evaluateBudgets([route('/', {}, limit + 1)], caches), 'JavaScript');
    expect(over).toMatchObject({ pass: false, actual: limit + 1, failingRoutes: ['/'] });
  });

  it('names the worst route and every route that misses an every-route budget', () => {
    const results = evaluateBudgets(
      [
        route('/'),
        route('/blog', { lcpMs: 2200, performance: 93 }),
        route('/impact', { lcpMs: 2100, performance: 96 }),
      ],
      caches,
    );
    expect(byLabel(results, 'LCP')).toMatchObject({
      pass: false,
      actual: 2200,
      route: '/blog',
      failingRoutes: ['/blog', '/impact'],
    });
    expect(byLabel(results, 'Performance')).toMatchObject({
      pass: false,
      actual: 93,
      route: '/blog',
      failingRoutes: ['/blog'],
    });
  });

  it('treats the limits as inclusive: 95, 2000 ms, 200 ms and 0.01 pass', () => {
    const results = evaluateBudgets([route('/', { performance: 95, lcpMs: 2000, cls: 0.01 }, 100 * 1024, 200)], caches);
    expect(results.filter((result) => !result.pass)).toEqual([]);
  });

  it('fails a CLS just above 0.01 and a TBT just above 200 ms', () => {
    const results = evaluateBudgets([route('/', { cls: 0.011 }, 100 * 1024, 201)], caches);
    expect(results.filter((result) => !result.pass).map((result) => result.label)).toEqual([
      'TBT with real throttling on every route',
      'CLS on every route',
    ]);
  });

  it('holds every route’s first visit with its service worker to its budget of bodies, when it was measured', () => {
    const limit = BUDGETS.firstVisitWithWorkerBytes;
    const dataCost: DataCost = {
      device: 'Pixel 7',
      routes: [visit('/', 300 * 1024), visit('/about', limit), visit('/impact', limit + 1)],
    };
    const result = byLabel(evaluateBudgets([route('/')], caches, { dataCost }), 'First visit with its service worker');
    expect(result).toMatchObject({ pass: false, actual: limit + 1, route: '/impact', failingRoutes: ['/impact'] });
    const labels = evaluateBudgets([route('/')], caches).map((budget) => budget.label);
    expect(labels.some((label) => label.startsWith('First visit with'))).toBe(false);
  });

  it('holds the TBT of the runs with real throttling to 200 ms, not the simulated estimate', () => {
    const results = evaluateBudgets(
      [route('/', { tbtMs: 900 }, 100 * 1024, 200), route('/impact', { tbtMs: 150 }, 100 * 1024, 201)],
      caches,
    );
    expect(byLabel(results, 'TBT with real throttling')).toMatchObject({
      pass: false,
      actual: 201,
      route: '/impact',
      failingRoutes: ['/impact'],
    });
    expect(results.filter((result) => result.label.startsWith('TBT'))).toHaveLength(1);
  });

  it('skips Home’s budgets when Home was not measured, but still checks the precache', () => {
    const results = evaluateBudgets([route('/about')], { ...caches, precacheBytes: BUDGETS.precacheBytes + 1 });
    expect(results.some((result) => result.label.includes('Home'))).toBe(false);
    expect(byLabel(results, 'Precache')).toMatchObject({ pass: false, actual: BUDGETS.precacheBytes + 1 });
  });

  it('holds each timed interaction’s INP to 200 ms and names the one that misses, leaving out skipped ones', () => {
    const results = evaluateBudgets([route('/')], caches, {
      interactions: [
        { name: 'Open and close the menu', path: '/', inpMs: 200, runs: [180, 200, 230] },
        { name: 'Play a story', path: '/impact', inpMs: 201, runs: [201, 201, 240] },
        { name: 'Open a post from the blog', path: '/blog', runs: [], missing: '/blog has nothing to press' },
      ],
    });
    expect(byLabel(results, 'INP')).toMatchObject({
      pass: false,
      actual: 201,
      route: '/impact Play a story',
      failingRoutes: ['/impact Play a story'],
    });
    const labels = evaluateBudgets([route('/')], caches).map((budget) => budget.label);
    expect(labels.some((label) => label.startsWith('INP'))).toBe(false);
  });

  it('holds a first visit on about 3G to an LCP of 3.5 s, whatever the second visit takes', () => {
    const results = evaluateBudgets([route('/')], caches, {
      slowNetwork: [
        { path: '/', lcpMs: 3500, warmLcpMs: 4000, runs: [] },
        { path: '/blog', lcpMs: 3501, warmLcpMs: 600, runs: [] },
      ],
    });
    expect(byLabel(results, 'LCP of a first visit on about 3G')).toMatchObject({
      pass: false,
      actual: 3501,
      route: '/blog',
      failingRoutes: ['/blog'],
    });
  });
});
