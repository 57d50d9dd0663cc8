import lighthouse, { NetworkRecords, type Artifacts, type Config, type Result } from 'lighthouse';
import { StackError } from '../stack/stack-error';
import type { NetworkRequestRow } from './transfer-bytes';

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

/** One Lighthouse run in the browser open on `port` (fresh-browser.ts). */
export async function lighthouseOn(port: number, url: string, settings: RunSettings): Promise<LighthouseRun> {
  const runner = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, configFor(settings));
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = runner;
  if (lhr.runtimeError) {
    throw new StackError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
  return { lhr, requests: await networkRows(runner.artifacts.DevtoolsLog) };
}
