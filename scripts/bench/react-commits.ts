/**
 * `npm run bench:commits [-- --routes /,/impact --cpu 4]`: every commit React makes while a first visit
 * loads, with the components that rendered in it and the elements that were new in it (hydrated or
 * created) or updated. Where
 * `bench:tasks` says a task after hydration was long, this says what rendered in it: it found the
 * second render of 28 pictures on /impact (an element kept in state) and the four Suspense boundaries
 * React had committed together. Builds with the components' names kept (KEEP_COMPONENT_NAMES in
 * vite.config.ts), a little larger than the real build: use it for what renders, `bench` and
 * `bench:tasks` for how long.
 *
 * It listens as React DevTools does: React calls a global hook at every commit, production builds
 * included, and the hook walks the committed tree. React's own Profiler would need the profiling
 * build and a wrapper around each part; the hook needs neither.
 */
import type { Browser } from '@playwright/test';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { argument, onBenchStack } from './bench-session';
import { listCommits, type CommitRecord } from './react-commit-hook';

const routes = (argument('--routes') ?? '/').split(',').filter(Boolean);
const cpu = Number(argument('--cpu') ?? 4);
/** After the app has taken the page over: the parts that come later (near, idle) commit too. */
const SETTLE_MS = 5000;

async function commitsOf(browser: Browser, url: string): Promise<CommitRecord[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    // tsx names every function it compiles with a helper of its own, which the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(listCommits);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_INTERACTIVE_MARK, {
      timeout: 90_000,
    });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as Window & { __benchCommits?: CommitRecord[] }).__benchCommits ?? []);
  } finally {
    await context.close();
  }
}

function render(path: string, commits: readonly CommitRecord[]): string {
  const lines = [`${path}: ${String(commits.length)} commits (CPU slowed down ${String(cpu)}x)`];
  for (const commit of commits) {
    const names = commit.rendered.map(([name, count]) => (count > 1 ? `${name} ×${String(count)}` : name));
    lines.push(
      `  at ${String(commit.atMs)} ms: ${String(commit.fresh)} elements new, ${String(commit.updated)} updated; ` +
        (names.length === 0 ? 'nothing rendered' : names.join(', ')),
    );
  }
  return lines.join('\n');
}

await onBenchStack('npm run bench:commits', async ({ siteUrl, launchBrowser }) => {
  const browser = await launchBrowser();
  for (const path of routes) console.log(`\n${render(path, await commitsOf(browser, new URL(path, siteUrl).href))}`);
});
