import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { NetworkRecords, type Artifacts, type Config, type Result } from 'lighthouse';
import { StackError } from '../stack/stack-error';
import type { NetworkRequestRow } from './transfer-bytes';

/** Debian's chromium unless CHROME_PATH says otherwise (design.md, "Lighthouse"). */
export const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** How a run throttles: the phone it emulates (phone-calibration.ts) and how. */
export interface RunSettings {
  cpuSlowdownMultiplier: number;
  /**
   * 'simulate' (Lighthouse's default, as PageSpeed Insights measures): the page loads at full speed
   * and the metrics are computed for the slow phone and network. 'devtools': the browser itself is
   * slowed down, so the page's own timings (the app's user-timing mark) happen on the emulated phone.
   */
  throttlingMethod: 'simulate' | 'devtools';
  /** A network other than Lighthouse's slow 4G (slow-network-pass.ts). */
  network?: Omit<ThrottlingSettings, 'cpuSlowdownMultiplier'>;
  /** Keep the origin's storage and service worker from an earlier run in the same browser: a second visit. */
  keepStorage?: boolean;
}

type ThrottlingSettings = NonNullable<NonNullable<Config['settings']>['throttling']>;

/**
 * Lighthouse's default config is the mobile one: a Moto G Power-sized screen and slow 4G (150 ms RTT,
 * 1.6 Mbit/s). Only the CPU slowdown is ours; Lighthouse merges it into its own throttling settings.
 * Only the performance category is gathered.
 */
const configFor = ({ cpuSlowdownMultiplier, throttlingMethod, network, keepStorage }: RunSettings): Config => ({
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    throttlingMethod,
    throttling: { ...network, cpuSlowdownMultiplier },
    disableStorageReset: keepStorage === true,
  },
});

let current: LaunchedChrome | undefined;

/** Ends the browser of the run in progress, if any; synchronous, so it is safe from an 'exit' handler. */
export const killChrome = (): void => {
  const chrome = current;
  current = undefined;
  chrome?.kill();
};

// Last resort if this process ends in the middle of a run: never leave a browser behind.
process.once('exit', killChrome);

export interface LighthouseRun {
  lhr: Result;
  requests: NetworkRequestRow[];
}

/**
 * The requests from the DevTools log, parsed by Lighthouse's own NetworkRecords: the same records
 * its network-requests audit lists, plus the response headers' size, which the audit leaves out.
 */
async function networkRows(devtoolsLog: Artifacts['DevtoolsLog']): Promise<NetworkRequestRow[]> {
  const records = await NetworkRecords.request(devtoolsLog, { computedCache: new Map() });
  return records.map((record) => ({
    url: record.url,
    transferSize: record.transferSize,
    headerBytes: record.responseHeadersTransferSize,
    resourceType: record.resourceType,
    mimeType: record.mimeType,
    sessionTargetType: record.sessionTargetType,
    fromServiceWorker: record.fetchedViaServiceWorker,
  }));
}

/** A browser in a new temporary profile, which killChrome() ends; one at a time. */
export async function launchChrome(): Promise<LaunchedChrome> {
  try {
    // handleSIGINT: false, because run.ts stops the browser and the stack itself, in order.
    current = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    return current;
  } catch (error) {
    throw new StackError(
      `Chromium could not be started from ${CHROME_PATH} (${error instanceof Error ? error.message : String(error)}); set CHROME_PATH to a Chrome or Chromium binary.`,
    );
  }
}

/**
 * One Lighthouse run in a browser of its own. chrome-launcher gives every launch a new temporary
 * profile (and deletes it on kill), so each run is a true first visit: no HTTP cache, no service
 * worker, no IndexedDB from an earlier run. Lighthouse also clears the origin's storage itself.
 */
export async function runLighthouse(url: string, settings: RunSettings): Promise<LighthouseRun> {
  const chrome = await launchChrome();
  try {
    return await lighthouseOn(chrome.port, url, settings);
  } finally {
    killChrome();
  }
}

/** One Lighthouse run in the browser already open on `port` (launchChrome). */
export async function lighthouseOn(port: number, url: string, settings: RunSettings): Promise<LighthouseRun> {
  const runner = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, configFor(settings));
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = runner;
  if (lhr.runtimeError) {
    throw new StackError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  return { lhr, requests: await networkRows(runner.artifacts.DevtoolsLog) };
}
