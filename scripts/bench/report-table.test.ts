import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import type { BenchReport } from './bench-report';
import type { BudgetResult } from './budgets';
import {
  budgetLine,
  budgetSummary,
  bytesTable,
  calibrationLine,
  dataCostTable,
  markdownTable,
  mediansTable,
  OFFLINE_WITHOUT_SAVING,
  renderMarkdown,
} from './report-table';
import type { RunMeasurement } from './route-metrics';
import { emptyBytes } from './transfer-bytes';

const routes: BenchReport['routes'] = [
  {
    path: '/',
    medians: { performance: 97, fcpMs: 912.4, lcpMs: 1534.6, tbtMs: 42.5, cls: 0.0012, speedIndexMs: 1210 },
    bytes: {
      ...emptyBytes(),
      script: 118_000,
      stylesheet: 9_000,
      image: 30_000,
      document: 7_300,
      headers: 40_000,
      total: 204_300,
    },
    realTbtMs: 61.4,
    runs: [],
  },
  {
    path: '/programs/education',
    medians: { performance: 92.5, fcpMs: 1010, lcpMs: 2034, tbtMs: 130, cls: 0.03, speedIndexMs: 1500 },
    bytes: { ...emptyBytes(), script: 100_000, total: 100_000 },
    realTbtMs: 88,
    runs: [],
  },
];

const budgets: BudgetResult[] = [
  {
    label: 'JavaScript on a first visit to Home',
    scope: 'home',
    unit: 'kilobytes',
    kind: 'max',
    limit: 122_880,
    actual: 118_000,
    route: '/',
    failingRoutes: [],
    pass: true,
  },
  {
    label: 'LCP on every route',
    scope: 'every route',
    unit: 'ms',
    kind: 'max',
    limit: 1800,
    actual: 2034,
    route: '/programs/education',
    failingRoutes: ['/programs/education'],
    pass: false,
  },
  {
    label: 'Performance score on every route',
    scope: 'every route',
    unit: 'score',
    kind: 'min',
    limit: 95,
    actual: 92.5,
    route: '/programs/education',
    failingRoutes: ['/programs/education', '/blog'],
    pass: false,
  },
];

const report: BenchReport = {
  generatedAt: '2026-05-01T09:30:00.000Z',
  lighthouseVersion: '13.5.0',
  userAgent: 'HeadlessChrome',
  settings: 'mobile defaults, simulated throttling (150 ms RTT, 1638 Kbit/s, 4x CPU slowdown)',
  runsPerRoute: 3,
  calibration: { hostIndex: 1320, cpuSlowdownMultiplier: 5, driftedRuns: 0 },
  durationSeconds: 400,
  routes,
  caches: {
    precacheBytes: 2_200_000,
    precacheFiles: 197,
    videoCacheBytes: 320_000,
    videoFiles: 14,
    offlineSaveBytes: 66_400_000,
    offlineSaveFiles: 86,
  },
  dataCost: {
    device: 'Pixel 7',
    routes: [
      {
        path: '/',
        cost: { body: 350 * 1024, byWorker: 135 * 1024, pictures: 47 * 1024, headers: 135 * 1024, responses: 70 },
      },
    ],
  },
  budgets,
  passed: false,
};

describe('markdownTable', () => {
  it('pads cells into columns, numbers to the right', async () => {
    const table = await markdownTable(
      [
        { heading: 'Route', align: 'left' },
        { heading: 'LCP', align: 'right' },
      ],
      [
        ['/', '1.53 s'],
        ['/about', '12.00 s'],
      ],
    );
    expect(table).toBe(
      ['| Route  |     LCP |', '| ------ | ------: |', '| /      |  1.53 s |', '| /about | 12.00 s |'].join('\n'),
    );
  });
});

describe('the report tables', () => {
  it('shows each route’s medians in readable units', async () => {
    const lines = (await mediansTable(report)).split('\n');
    expect(lines[0]).toMatch(
      /^\| Route +\| Score \| +FCP \| +LCP \| TBT, real throttling \| TBT, simulated \| Least simulated \| +CLS \| Speed Index \| Answers presses after FCP \|$/,
    );
    expect(lines[2]).toMatch(
      /^\| \/ +\| +97 \| 0\.91 s \| 1\.53 s \| +61 ms \| +43 ms \| +– \| 0\.001 \| +1\.21 s \| +– \|$/,
    );
    expect(lines[3]).toContain('|  92.5 |');
  });

  it('shows beside the median simulated TBT the least of the runs, which a busy host cannot have made larger', async () => {
    const [home] = routes;
    if (home === undefined) throw new Error('No route to measure.');
    const run = (tbtMs: number): RunMeasurement => ({
      metrics: { ...home.medians, tbtMs },
      bytes: emptyBytes(),
      requests: 10,
      servedByWorker: 0,
      benchmarkIndex: 1200,
    });
    const measured = [{ ...home, medians: { ...home.medians, tbtMs: 612 }, runs: [run(864), run(299), run(612)] }];
    const cells = ((await mediansTable({ routes: measured })).split('\n')[2] ?? '')
      .split('|')
      .map((cell) => cell.trim());
    expect(cells.slice(6, 8)).toEqual(['612 ms', '299 ms']);
  });

  it('shows first the median TBT of the runs with real throttling, which the budget holds, then the simulated one', async () => {
    const [home] = routes;
    if (home === undefined) throw new Error('No route to measure.');
    const measured = [{ ...home, medians: { ...home.medians, tbtMs: 940 }, runs: [], realTbtMs: 183 }];
    const cells = ((await mediansTable({ routes: measured })).split('\n')[2] ?? '')
      .split('|')
      .map((cell) => cell.trim());
    expect(cells.slice(5, 8)).toEqual(['183 ms', '940 ms', '–']);
  });

  it('shows bytes in KB of 1024 bytes, headers apart', async () => {
    const home = (await bytesTable(report)).split('\n')[2] ?? '';
    expect(home.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '/',
      '115.2 KB',
      '8.8 KB',
      '29.3 KB',
      '0.0 KB',
      '7.1 KB',
      '0.0 KB',
      '39.1 KB',
      '199.5 KB',
      '',
    ]);
  });

  it('shows a first visit’s cost with the service worker: the page’s share, the worker’s, the total', async () => {
    const lines = (await dataCostTable(report)).split('\n');
    expect(lines[0]).toMatch(/^\| Route +\| +Page \| Service worker \| +Total \| Of which pictures \| +Headers \|$/);
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '/',
      '215.0 KB',
      '135.0 KB',
      '350.0 KB',
      '47.0 KB',
      '135.0 KB',
      '',
    ]);
    expect(await dataCostTable({})).toBe('');
  });

  it('lists the size of a full offline save and says what is offline without one', async () => {
    const markdown = await renderMarkdown(report);
    expect(markdown).toMatch(/\| A full offline save \(Save for offline[^|]*\| +86 \| +66\.40 MB \|/);
    expect(markdown).toContain(OFFLINE_WITHOUT_SAVING);
  });

  it('is already formatted the way Prettier formats Markdown', async () => {
    const markdown = await renderMarkdown(report);
    expect(await format(markdown, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' })).toBe(
      `${markdown}\n`,
    );
  });
});

describe('the calibration line', () => {
  it('names the emulated phone, the host’s speed and the slowdown, and warns of a busy machine', () => {
    expect(calibrationLine(report)).toMatch(
      /^Emulated phone: low-tier mobile \(benchmarkIndex 264\): this host's benchmarkIndex was 1320, so the CPU was slowed down 5x; every run within 25 % of that speed\./,
    );
    const busy = { calibration: { ...report.calibration, driftedRuns: 2 } };
    expect(calibrationLine(busy)).toContain('2 runs more than 25 % off that speed');
  });
});

describe('budget lines', () => {
  it('marks a met budget and shows the value against the limit', () => {
    expect(budgetLine(budgets[0] as BudgetResult)).toBe(
      '- ✅ JavaScript on a first visit to Home: 115.2 KB, budget ≤ 120.0 KB',
    );
  });

  it('marks a missed budget and names the worst route and the others', () => {
    expect(budgetLine(budgets[1] as BudgetResult)).toBe(
      '- ❌ LCP on every route: 2,034 ms (worst: /programs/education), budget ≤ 1,800 ms',
    );
    expect(budgetLine(budgets[2] as BudgetResult)).toBe(
      '- ❌ Performance score on every route: 92.5 (worst: /programs/education), budget ≥ 95; missed on /programs/education, /blog',
    );
  });

  it('sums up in one line', () => {
    expect(budgetSummary(budgets)).toBe(
      '2 of 3 budgets missed: LCP on every route (/programs/education); Performance score on every route (/programs/education, /blog).',
    );
    expect(budgetSummary([budgets[0] as BudgetResult])).toBe('All 1 budgets met.');
  });
});
