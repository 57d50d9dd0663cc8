import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { sourceMapsFolderFor } from '../../scripts/build/source-maps-aside';
import { localFirebaseConfig } from '../../scripts/stack/local-firebase-config';
import { REPO_ROOT } from '../../scripts/stack/repo-paths';
import { STACK_MODE } from '../../src/config/env-schema';
import { CONSENT_TEXTS } from '../../src/features/consent/consent-texts';
import { standInForGoogleAnalytics } from './support/google-analytics-stand-in';
import { watchPageProblems } from './support/page-problems';
import { serveCopyOfBuild, type StaticSite } from './support/static-site';
import { hostingSite } from '../../scripts/build/hosting-sites';

/**
 * Analytics as it runs where a measurement id is configured: the local stack's site, built once more
 * with one, served with the headers of firebase.json (its Content-Security-Policy plus the emulators,
 * exactly as the local stack serves them). Nothing of analytics loads before the visitor accepts;
 * after, Firebase Analytics and Google's tag load and send under that policy without one violation.
 */

const MEASUREMENT_ID = 'G-TESTCSP123';

/** The headers firebase.json gives every answer (`**`), as the local stack sends them. */
function siteHeaders(): Record<string, string> {
  const firebaseJson = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8')) as Parameters<
    typeof localFirebaseConfig
  >[0];
  const everyAnswer = hostingSite(localFirebaseConfig(firebaseJson).hosting, 'site').headers?.find(
    (rule) => rule.source === '**',
  );
  if (!everyAnswer) throw new Error('firebase.json has no headers for every answer (source "**").');
  return Object.fromEntries(everyAnswer.headers.map(({ key, value }) => [key, value]));
}

/** `npm run build:stack` with a measurement id, into a folder of its own. */
function buildWithAnalytics(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const build = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', STACK_MODE, '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          VITE_FIREBASE_MEASUREMENT_ID: MEASUREMENT_ID,
          VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build with analytics failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

const banner = (page: Page) => page.getByRole('region', { name: CONSENT_TEXTS.title });

let buildDir: string;
let site: StaticSite | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  buildDir = join(mkdtempSync(join(tmpdir(), 'analytics-build-')), 'site');
  await buildWithAnalytics(buildDir);
  site = await serveCopyOfBuild(buildDir, { headers: siteHeaders() });
});

const siteUrl = (path = ''): string => {
  if (!site) throw new Error('The site with analytics is not being served; see the error in beforeAll.');
  return `${site.url}${path}`;
};

test.afterAll(async () => {
  await site?.close();
  rmSync(join(buildDir, '..'), { recursive: true, force: true });
  rmSync(sourceMapsFolderFor(buildDir), { recursive: true, force: true });
});

test('with consent, analytics loads and sends under the production policy without a violation', async ({
  page,
  context,
}) => {
  const traffic = await standInForGoogleAnalytics(context, MEASUREMENT_ID);
  const problems = await watchPageProblems(page);
  await page.goto(siteUrl());
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(traffic.requests).toEqual([]);

  await banner(page).getByRole('button', { name: CONSENT_TEXTS.accept }).click();
  await expect.poll(() => traffic.hits).toContainEqual({ measurementId: MEASUREMENT_ID, event: 'page_view' });
  expect(traffic.requests.some((request) => request.includes('www.googletagmanager.com/gtag/js'))).toBe(true);
  expect(traffic.requests.some((request) => request.includes('firebaseinstallations.googleapis.com'))).toBe(true);
  expect(await problems.collect()).toEqual([]);

  // The choice holds on the next page, which measures again, still within the policy.
  await page.goto(siteUrl('/about'));
  await expect.poll(() => traffic.hits.filter((hit) => hit.event === 'page_view').length).toBeGreaterThanOrEqual(2);
  await expect(banner(page)).toHaveCount(0);
  expect(await problems.collect()).toEqual([]);

  // The thank-you page's view reports its path, never the gift's reference in its address.
  const reference = 'hh_abcdefghijklmnopqrstuvwxyz';
  await page.goto(siteUrl(`/donate/success?reference=${reference}`));
  await expect.poll(() => traffic.hits.filter((hit) => hit.event === 'page_view').length).toBeGreaterThanOrEqual(3);
  const collected = traffic.requests.filter((request) => request.includes('/collect'));
  expect(collected.some((request) => request.includes(encodeURIComponent(`${siteUrl()}/donate/success`)))).toBe(true);
  expect(collected.filter((request) => request.includes(reference))).toEqual([]);
});

test('without consent nothing of analytics loads, whether the visitor declines or does not answer', async ({
  page,
  context,
}) => {
  const traffic = await standInForGoogleAnalytics(context, MEASUREMENT_ID);
  const analyticsCode: string[] = [];
  page.on('request', (request) => {
    if (/firebase-analytics/.test(request.url())) analyticsCode.push(request.url());
  });
  await page.goto(siteUrl());
  await expect(banner(page)).toBeVisible();
  await page.goto(siteUrl('/about'));
  await page.waitForLoadState('networkidle');
  await banner(page).getByRole('button', { name: CONSENT_TEXTS.decline }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto(siteUrl('/contact'));
  await page.waitForLoadState('networkidle');
  expect(traffic.requests).toEqual([]);
  expect(analyticsCode).toEqual([]);
});
