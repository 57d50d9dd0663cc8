import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from '@playwright/test';
import { onOrphaned } from '../stack/orphan-guard';
import { REPO_ROOT } from '../stack/repo-paths';
import { createStack } from '../stack/stack';
import { exitWithStackError, StackError } from '../stack/stack-error';
import { CHROME_PATH, killChrome, runLighthouse } from './lighthouse-run';
import { cpuSlowdownFor, LAB_CPU_SLOWDOWN } from './phone-calibration';

/**
 * What the Playwright-based bench tools (`bench:tasks`, `bench:profile`, `bench:commits`) share: their
 * options, the local stack on the built site, one browser, and stopping all of it whichever way the
 * tool ends. `npm run bench` itself (run.ts) stops Lighthouse, the data-cost browser and the stack in
 * its own order.
 */

/** `--name value` or `--name=value` from the command line. */
export function argument(name: string): string | undefined {
  const args = process.argv.slice(2).flatMap((arg) => arg.split(/=(.*)/s, 2).filter((part) => part !== ''));
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/** Flags that keep Chromium's own background downloads out of a trace. */
const QUIET_BROWSER_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchSession {
  siteUrl: string;
  /** Debian's Chromium, closed when the session ends. */
  launchBrowser: () => Promise<Browser>;
}

/**
 * Starts the stack, runs `work`, and stops the browser and the stack afterwards, on an error, on
 * Ctrl-C or when the command that started the tool goes away (a benchmark must leave nothing running).
 */
export async function onBenchStack(
  retryCommand: string,
  work: (session: BenchSession) => Promise<void>,
): Promise<void> {
  const stack = createStack({ mode: 'hosting', retryCommand, logEmail: () => undefined, logPayment: () => undefined });
  let browser: Browser | undefined;
  const stop = (reason: string): void => {
    killChrome();
    void browser?.close();
    void stack.stop().then(() => exitWithStackError(new StackError(reason)));
  };
  process.on('SIGINT', () => stop('Interrupted.'));
  process.on('SIGTERM', () => stop('Terminated.'));
  onOrphaned(() => stop(`The command that started ${retryCommand} has ended.`));
  try {
    const siteUrl = await stack.start();
    await work({
      siteUrl,
      launchBrowser: async () => {
        browser = await chromium.launch({ executablePath: CHROME_PATH, args: QUIET_BROWSER_ARGS });
        return browser;
      },
    });
  } catch (error) {
    await browser?.close();
    await stack.stop();
    exitWithStackError(error);
  }
  await browser?.close();
  await stack.stop();
}

/**
 * The CPU slowdown given with `--cpu`, or else the one that makes this host the low-tier phone, from
 * one Lighthouse run's benchmarkIndex (the full benchmark takes the median of several).
 */
export async function phoneSlowdown(siteUrl: string, override: string | undefined): Promise<number> {
  if (override !== undefined) return Number(override);
  const { lhr } = await runLighthouse(new URL('/', siteUrl).href, {
    cpuSlowdownMultiplier: LAB_CPU_SLOWDOWN,
    throttlingMethod: 'simulate',
  });
  const cpu = cpuSlowdownFor(lhr.environment.benchmarkIndex);
  console.log(`This machine's benchmarkIndex: ${Math.round(lhr.environment.benchmarkIndex)}; CPU slowed down ${cpu}x.`);
  return cpu;
}

const SOURCE_MAPS = join(REPO_ROOT, 'dist-sourcemaps');
const maps = new Map<string, TraceMap | null>();

/** Throws the one sentence a reader needs when the build's source maps are missing. */
export function requireSourceMaps(): void {
  if (!existsSync(SOURCE_MAPS)) throw new StackError('No dist-sourcemaps/: run npm run build:stack first.');
}

/** The source map the build kept for one of the built site's scripts, read once; null for anything else. */
export function builtSourceMap(url: string): TraceMap | null {
  const cached = maps.get(url);
  if (cached !== undefined) return cached;
  const file = join(SOURCE_MAPS, `${new URL(url).pathname}.map`);
  const map =
    new URL(url).pathname.endsWith('.js') && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null;
  maps.set(url, map);
  return map;
}
