/**
 * `npm run bench:profile [-- --routes /,/about --runs 3]`: where each page's main-thread time goes
 * on the emulated low-tier phone, from its first byte until the app has taken it over and the page
 * is quiet. For each route: the browser's own totals (script, style and layout, rendering) and the
 * JavaScript self time by what wrote the code (profile-buckets.ts), medians of the runs.
 * Built site (npm run build:stack), the local stack, Debian's Chromium with the CPU slowed down as
 * `npm run bench` does it. Reads the source maps the build keeps in dist-sourcemaps/.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { argument, builtSourceMap, onBenchStack, phoneSlowdown, requireSourceMaps } from './bench-session';
import { median } from './medians';
import { bucketProfile, type Buckets, type CpuProfile, type MapFor } from './profile-buckets';
import { markdownTable } from './report-table';
import { BENCH_ROUTES } from './routes';

const routes = (argument('--routes') ?? BENCH_ROUTES.join(',')).split(',').filter(Boolean);
const runs = Number(argument('--runs') ?? 3);
const cpuOverride = argument('--cpu');

const mapFor: MapFor = builtSourceMap;

interface RouteProfile {
  /** Performance.getMetrics' totals, in ms. */
  totals: Record<'script' | 'styleAndLayout' | 'tasks', number>;
  buckets: Buckets;
}

const metric = (metrics: { name: string; value: number }[], name: string): number =>
  (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;

async function profileOnce(browser: Browser, url: string, cpu: number): Promise<RouteProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE_MARK, {
      timeout: 60_000,
    });
    // What the page does after it has been taken over (lazy parts, idle work) counts too.
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const { metrics } = await cdp.send('Performance.getMetrics');
    return {
      totals: {
        script: metric(metrics, 'ScriptDuration'),
        styleAndLayout: metric(metrics, 'RecalcStyleDuration') + metric(metrics, 'LayoutDuration'),
        tasks: metric(metrics, 'TaskDuration'),
      },
      buckets: bucketProfile(profile, mapFor),
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number): string => `${Math.round(value)} ms`;

function render(path: string, profiles: RouteProfile[]): string {
  const med = (pick: (profile: RouteProfile) => number): number => median(profiles.map(pick));
  const names = [...new Set(profiles.flatMap((profile) => Object.keys(profile.buckets)))].filter(
    (name) => name !== 'idle',
  );
  const rows = names
    .map((name) => [name, med((profile) => profile.buckets[name] ?? 0)] as const)
    .filter(([, value]) => value >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, value]) => [name, ms(value)]);
  const totals =
    `${path}: main-thread tasks ${ms(med((p) => p.totals.tasks))}, of which script ${ms(med((p) => p.totals.script))} ` +
    `and style and layout ${ms(med((p) => p.totals.styleAndLayout))}`;
  return `${totals}\n\n${markdownTable(
    [
      { heading: 'Self time by origin', align: 'left' },
      { heading: 'Median', align: 'right' },
    ],
    rows,
  )}`;
}

await onBenchStack('npm run bench:profile', async ({ siteUrl, launchBrowser }) => {
  requireSourceMaps();
  const cpu = await phoneSlowdown(siteUrl, cpuOverride);
  const browser = await launchBrowser();
  for (const path of routes) {
    const profiles: RouteProfile[] = [];
    for (let run = 0; run < runs; run += 1) profiles.push(await profileOnce(browser, new URL(path, siteUrl).href, cpu));
    console.log(`\n${render(path, profiles)}`);
  }
});
