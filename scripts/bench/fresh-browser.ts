import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { NetworkRecords, type Config, type Result } from 'lighthouse';
import { StackError } from '../stack/stack-error';
import type { BenchTarget } from './measure-routes';
import type { NetworkRequestRow } from './transfer-bytes';

/** Debian's chromium unless CHROME_PATH says otherwise (design.md, "Lighthouse"). */
export const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

let current: LaunchedChrome | undefined;

/** Synchronous, so it is safe from an 'exit' handler. */
export const killChrome = (): void => {
  const chrome = current;
  current = undefined;
  chrome?.kill();
};

// Never leave a browser behind.
process.once('exit', killChrome);

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) or leaves a metric out: such a run is made again. */
export const ATTEMPTS = 3;

/** Never once `stopped()`. `attempt` is told its last try, which keeps what an earlier try would make again. */
export async function retried<T>(
  attempt: (lastTry: boolean) => Promise<T>,
  label: string,
  stopped: () => boolean,
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    if (stopped()) throw new Error('The benchmark was stopped.');
    try {
      return await attempt(tried >= ATTEMPTS);
    } catch (error) {
      if (tried >= ATTEMPTS || stopped()) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.log(`  ${label}: ${reason} Trying again.`);
    }
  }
}

/**
 * `use` with a browser of its own on DevTools `port`, one at a time, all of it retried if it fails.
 * Every launch gets a new temporary profile, so each attempt is a true first visit.
 */
export const inFreshBrowser = <T>(
  label: string,
  stopped: () => boolean,
  use: (port: number, lastTry: boolean) => Promise<T>,
): Promise<T> =>
  retried(
    async (lastTry) => {
      // run.ts stops the browser and the stack in order.
      const chrome = await launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        handleSIGINT: false,
        logLevel: 'silent',
      }).catch((error: unknown) => {
        throw new StackError(
          `Chromium could not be started from ${CHROME_PATH} (${error instanceof Error ? error.message : String(error)}); set CHROME_PATH to a Chrome or Chromium binary.`,
        );
      });
      current = chrome;
      try {
        return await use(chrome.port, lastTry);
      } finally {
        killChrome();
      }
    },
    label,
    stopped,
  );

/** `use` in a fresh browser `runs` times, each run logged by `describe`; a run that finds nothing ends them. */
export async function inFreshBrowsers<T>(
  { runs, stopped }: Pick<BenchTarget, 'runs' | 'stopped'>,
  label: string,
  use: (port: number, lastTry: boolean) => Promise<T>,
  describe: (result: T) => string,
): Promise<T[]> {
  const results: T[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await inFreshBrowser(`${label} ${run}/${runs}`, stopped, use);
    results.push(result);
    console.log(`  ${label} ${run}/${runs}: ${describe(result)}`);
    if (result === undefined) break;
  }
  return results;
}

export interface RunSettings {
  cpuSlowdownMultiplier: number;
  /** 'devtools' slows the browser itself, so the page's own timings happen on the emulated phone. */
  throttlingMethod: 'simulate' | 'devtools';
  network?: Omit<NonNullable<NonNullable<Config['settings']>['throttling']>, 'cpuSlowdownMultiplier'>;
  /** A second visit: the storage and service worker of an earlier run in the same browser. */
  keepStorage?: boolean;
}

/** Lighthouse on `url` with its mobile defaults, into which it merges our CPU slowdown. */
export async function lighthouseOn(
  port: number,
  url: string,
  { cpuSlowdownMultiplier, throttlingMethod, network, keepStorage }: RunSettings,
): Promise<{ lhr: Result; requests: NetworkRequestRow[] }> {
  const config: Config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod,
      throttling: { ...network, cpuSlowdownMultiplier },
      disableStorageReset: keepStorage === true,
    },
  };
  const runner = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config);
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new StackError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  // Lighthouse's own network records, with the response headers' size its network-requests audit leaves out.
  const records = await NetworkRecords.request(runner.artifacts.DevtoolsLog, { computedCache: new Map() });
  const requests = records.map((record) => ({
    url: record.url,
    transferSize: record.transferSize,
    headerBytes: record.responseHeadersTransferSize,
    resourceType: record.resourceType,
    mimeType: record.mimeType,
    sessionTargetType: record.sessionTargetType,
    fromServiceWorker: record.fetchedViaServiceWorker,
  }));
  return { lhr, requests };
}
