import lighthouse, { NetworkRecords, type Artifacts, type Config, type Result } from 'lighthouse';
import { StackError } from '../stack/stack-error';
import type { NetworkRequestRow } from './transfer-bytes';

export interface RunSettings {
  cpuSlowdownMultiplier: number;
  /** 'devtools' slows the browser itself, so the page's own timings happen on the emulated phone. */
  throttlingMethod: 'simulate' | 'devtools';
  network?: Omit<ThrottlingSettings, 'cpuSlowdownMultiplier'>;
  /** A second visit: the storage and service worker of an earlier run in the same browser. */
  keepStorage?: boolean;
}

type ThrottlingSettings = NonNullable<NonNullable<Config['settings']>['throttling']>;

/** Lighthouse's mobile defaults; it merges our CPU slowdown into its own throttling. */
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

/** Lighthouse's own network records, with the response headers' size its network-requests audit leaves out. */
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

export async function lighthouseOn(port: number, url: string, settings: RunSettings): Promise<LighthouseRun> {
  const runner = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, configFor(settings));
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new StackError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return { lhr, requests: await networkRows(runner.artifacts.DevtoolsLog) };
}
