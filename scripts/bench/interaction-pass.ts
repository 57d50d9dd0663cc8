import { startFlow, type Config } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { APP_INTERACTIVE_MARK } from '../../src/lib/app-started';
import { inpBreakdownFromFlow, inpFromFlow, type InpBreakdown } from './interaction-inp';
import { inFreshBrowsers } from './fresh-browser';
import { INTERACTIONS, type Interaction } from './interactions';
import type { CalibratedTarget } from './measure-routes';
import { medianMs, medianRun } from './medians';

/** A phone 390 px wide, the width the menu is timed at. */
const PHONE_SCREEN = { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false } as const;

export interface InteractionResult {
  name: string;
  path: string;
  /** Median INP; undefined when the page lacks the interaction (`missing`, on another site). */
  inpMs?: number | undefined;
  runs: number[];
  /** Of the run with the median INP. */
  breakdown?: InpBreakdown | undefined;
  missing?: string | undefined;
}

/** The page at full speed until the app answers presses (or, on another site, its load and a quiet network). */
async function load(page: Page, url: string): Promise<void> {
  const { width, height, deviceScaleFactor } = PHONE_SCREEN;
  await page.setViewport({ width, height, deviceScaleFactor, isMobile: true, hasTouch: true });
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(
      (mark) => document.getElementById('root') === null || performance.getEntriesByName(mark, 'mark').length > 0,
      { timeout: 15_000 },
      APP_INTERACTIVE_MARK,
    )
    .catch(() => undefined);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 15_000 }).catch(() => undefined);
}

/** Undefined if the page lacks the interaction. */
async function timeOnce(port: number, { siteUrl, cpuSlowdownMultiplier }: CalibratedTarget, interaction: Interaction) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await load(page, new URL(interaction.path, siteUrl).href);
  const target = await interaction.prepare(page);
  if (!target) return undefined;
  // DevTools' real throttling: Lighthouse's simulation models a page load, and in a timespan throttles nothing.
  const config: Config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: PHONE_SCREEN,
      throttlingMethod: 'devtools',
      throttling: { cpuSlowdownMultiplier },
    },
  };
  const flow = await startFlow(page, { config, name: interaction.name });
  await flow.startTimespan({ name: interaction.name });
  await interaction.act(page, target);
  await flow.endTimespan();
  const result = await flow.createFlowResult();
  const timed = { inpMs: inpFromFlow(result, interaction.name), breakdown: inpBreakdownFromFlow(result) };
  await browser.disconnect();
  return timed;
}

export async function measureInteractions(target: CalibratedTarget): Promise<InteractionResult[]> {
  const { runs, cpuSlowdownMultiplier } = target;
  const interactions = INTERACTIONS.filter((interaction) => target.routes.includes(interaction.path));
  console.log(
    `Timing ${interactions.length} interactions on loaded pages (Lighthouse timespans, ` +
      `${cpuSlowdownMultiplier}x CPU slowdown, ${runs} runs each)...`,
  );
  const results: InteractionResult[] = [];
  for (const interaction of interactions) {
    const { name, path } = interaction;
    const missing = `${path} has nothing to press for "${name}"`;
    const timed = await inFreshBrowsers(
      target,
      `${path} "${name}"`,
      (port) => timeOnce(port, target, interaction),
      (time) => {
        const parts = time?.breakdown;
        const where =
          parts === undefined
            ? ''
            : ` (input delay ${parts.inputDelayMs}, processing ${parts.processingMs}, presentation ${parts.presentationMs} ms)`;
        return time === undefined ? `skipped, ${missing}.` : `INP ${time.inpMs} ms${where}`;
      },
    );
    const times = timed.filter((time) => time !== undefined);
    const inps = times.map((time) => time.inpMs);
    results.push({
      name,
      path,
      runs: inps,
      inpMs: times.length > 0 ? medianMs(inps) : undefined,
      breakdown: times.length > 0 ? medianRun(times, (time) => time.inpMs).breakdown : undefined,
      missing: times.length < timed.length ? missing : undefined,
    });
  }
  return results;
}
