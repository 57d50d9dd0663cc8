/**
 * `npm run bench:tasks [-- --routes /,/impact --runs 2 --cpu 10 --empty-css]`: every long task of a
 * first visit on the emulated low-tier phone, each with the browser steps and the functions that
 * filled it (trace-tasks.ts), and the Total Blocking Time they add up to. Where `bench:profile` says how much
 * each library costs in all, this says which single task a tap would wait behind, and why.
 * Built site (npm run build:stack), the local stack, Debian's Chromium, a Chrome trace per run.
 * `--empty-css` serves every style sheet empty: what style and layout cost without our CSS.
 */
import type { Browser } from '@playwright/test';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { argument, builtSourceMap, onBenchStack, phoneSlowdown, requireSourceMaps } from './bench-session';
import { frameNamer, longTasks, type TaskReport, type TraceEvent } from './trace-tasks';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'fonts',
  'loading',
  'toplevel',
];

const routes = (argument('--routes') ?? '/').split(',').filter(Boolean);
const runs = Number(argument('--runs') ?? 1);
const cpuOverride = argument('--cpu');
const emptyCss = process.argv.includes('--empty-css');

const nameOf = frameNamer(builtSourceMap);

async function traceOnce(browser: Browser, url: string, cpu: number): Promise<TaskReport> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (emptyCss) {
    await context.route('**/*.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  }
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE_MARK, {
      timeout: 90_000,
    });
    // What the page does once taken over (lazy parts, idle work) can block a tap too.
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return longTasks(trace.traceEvents, nameOf);
  } finally {
    await context.close();
  }
}

const ms = (value: number): string => `${Math.round(value)} ms`;

function render(path: string, report: TaskReport): string {
  const lines = [
    `${path}: FCP ${report.fcpMs === undefined ? '?' : ms(report.fcpMs)}, blocking after FCP ${ms(report.blockingMs)}` +
      (report.threadBlockingMs === undefined
        ? ', '
        : ` (${ms(report.threadBlockingMs)} of it the page's own running), `) +
      `style and layout ${ms(report.styleAndLayoutMs)} in all` +
      ` (font lookups ${ms(report.fontLookupMs)}: on Linux, round trips through Chromium's sandbox that Android does not make)` +
      (report.testToolBlockingMs > 0
        ? `; ${ms(report.testToolBlockingMs)} of the blocking is Playwright's own script (marked "test tool"), which a visitor's phone does not run`
        : ''),
  ];
  for (const task of report.tasks) {
    lines.push(
      `  ${task.afterFcp ? '*' : ' '} at ${ms(task.startMs)}: ${ms(task.durationMs)}` +
        (task.threadMs === undefined ? '  ' : ` (thread ${ms(task.threadMs)})  `) +
        task.steps
          .slice(0, 4)
          .map((step) => `${step.name} ${ms(step.ms)}`)
          .join(', ') +
        (task.byTestTool ? '  [test tool]' : ''),
    );
    for (const fn of task.functions.slice(0, 6)) lines.push(`        ${ms(fn.ms).padStart(7)}  ${fn.name}`);
  }
  return lines.join('\n');
}

await onBenchStack('npm run bench:tasks', async ({ siteUrl, launchBrowser }) => {
  requireSourceMaps();
  const cpu = await phoneSlowdown(siteUrl, cpuOverride);
  const browser = await launchBrowser();
  console.log('Long tasks (over 50 ms); * marks those after the first contentful paint, which count as blocking.');
  if (emptyCss) console.log('Every style sheet is served empty (--empty-css): the pages are unstyled.');
  for (const path of routes) {
    for (let run = 0; run < runs; run += 1) {
      console.log(`\n${render(path, await traceOnce(browser, new URL(path, siteUrl).href, cpu))}`);
    }
  }
});
